// SPDX-License-Identifier: Apache-2.0
// ucrypt — HSS private keys: generation, state, signing with persistence
// first (RFC 8554 §6.1-6.2, SP 800-208 §6 and §8.1 on state management).
#include "lms_impl.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace {

constexpr std::uint32_t kStateVersion = 1;
constexpr std::size_t kCacheHeader = 32;
constexpr std::uint32_t kCacheMagic = 0x4C4D5343u;  // "LMSC"

Status check_levels(std::span<const HssLevel> levels) noexcept
{
    if (levels.empty() || levels.size() > kHssMaxLevels) return Status::invalid_argument;
    for (const HssLevel& l : levels) {
        const LmsParams* lp = lms_params(l.lms_type);
        const LmotsParams* op = lmots_params(l.lmots_type);
        if (lp == nullptr || op == nullptr) return Status::not_supported;
        // SP 800-208 §4: one hash function and n = m within a tree.
        if (lp->hash != op->hash || lp->m != op->n) return Status::invalid_argument;
    }
    return Status::ok;
}

std::uint64_t cache_bytes(const LmsParams& p) noexcept
{
    return kCacheHeader + (std::uint64_t{p.m} << (p.h + 1));  // 2^(h+1) nodes of m bytes
}

// The node array of one level inside the caller's cache, refilled when it
// belongs to another tree (lower trees change as their parent index moves).
const std::uint8_t* cached_nodes(const core::lms::Tree& t, std::uint8_t* slot) noexcept
{
    std::uint8_t head[kCacheHeader] = {};
    for (std::size_t j = 0; j < core::lms::kIdSize; ++j) head[j] = t.id[j];
    core::lms::put_u32(head + 16, kCacheMagic);
    core::lms::put_u32(head + 20, t.lms->type);
    core::lms::put_u32(head + 24, t.ots->type);
    bool same = true;
    for (std::size_t j = 0; j < kCacheHeader; ++j) same = same && slot[j] == head[j];
    if (!same) {
        for (std::size_t j = 0; j < kCacheHeader; ++j) slot[j] = 0;  // invalid while filling
        core::lms::fill_nodes(t, slot + kCacheHeader);
        for (std::size_t j = 0; j < kCacheHeader; ++j) slot[j] = head[j];
    }
    return slot + kCacheHeader;
}

}  // namespace

std::size_t hss_public_key_size(std::span<const HssLevel> levels) noexcept
{
    if (levels.empty() || levels.size() > kHssMaxLevels) return 0;
    const LmsParams* lp = lms_params(levels[0].lms_type);
    return lp == nullptr ? 0 : 4 + lp->public_key_size();
}

std::size_t hss_signature_size(std::span<const HssLevel> levels) noexcept
{
    if (levels.empty() || levels.size() > kHssMaxLevels) return 0;
    std::size_t total = 4;
    for (std::size_t i = 0; i < levels.size(); ++i) {
        const LmsParams* lp = lms_params(levels[i].lms_type);
        const LmotsParams* op = lmots_params(levels[i].lmots_type);
        if (lp == nullptr || op == nullptr) return 0;
        total += lp->signature_size(*op) + (i > 0 ? lp->public_key_size() : 0);
    }
    return total;
}

std::size_t hss_cache_size(std::span<const HssLevel> levels) noexcept
{
    if (check_levels(levels) != Status::ok) return 0;
    std::uint64_t total = 0;
    for (const HssLevel& l : levels) total += cache_bytes(*lms_params(l.lms_type));
    return total > SIZE_MAX ? SIZE_MAX : static_cast<std::size_t>(total);
}

HssPrivateKey::~HssPrivateKey()
{
    clear();
}

void HssPrivateKey::clear() noexcept
{
    wipe(seed_, sizeof seed_);
    wipe(id_, sizeof id_);
    wipe(q_, sizeof q_);
    wipe(types_, sizeof types_);
    levels_ = 0;
}

HssPrivateKey::HssPrivateKey(HssPrivateKey&& o) noexcept
{
    *this = static_cast<HssPrivateKey&&>(o);
}

HssPrivateKey& HssPrivateKey::operator=(HssPrivateKey&& o) noexcept
{
    if (this != &o) {
        for (std::size_t i = 0; i < kHssMaxLevels; ++i) {
            types_[i] = o.types_[i];
            q_[i] = o.q_[i];
        }
        for (std::size_t i = 0; i < sizeof seed_; ++i) seed_[i] = o.seed_[i];
        for (std::size_t i = 0; i < sizeof id_; ++i) id_[i] = o.id_[i];
        levels_ = o.levels_;
        o.clear();
    }
    return *this;
}

Status HssPrivateKey::generate(std::span<const HssLevel> levels, FixedView<32> seed,
                               FixedView<16> id) noexcept
{
    clear();
    const Status s = check_levels(levels);
    if (s != Status::ok) return s;
    for (std::size_t i = 0; i < levels.size(); ++i) types_[i] = levels[i];
    for (std::size_t i = 0; i < 32; ++i) seed_[i] = seed[i];
    for (std::size_t i = 0; i < 16; ++i) id_[i] = id[i];
    levels_ = levels.size();
    return Status::ok;
}

Status HssPrivateKey::generate(std::span<const HssLevel> levels, Rng& rng) noexcept
{
    std::uint8_t buf[48];
    Status s = rng.fill(ByteSpan(buf, sizeof buf));
    if (s == Status::ok) {
        s = generate(levels, FixedView<32>(buf, 32), FixedView<16>(buf + 32, 16));
    } else {
        clear();
        s = Status::entropy_failure;
    }
    wipe(buf, sizeof buf);
    return s;
}

Status HssPrivateKey::public_key(ByteSpan pub) const noexcept
{
    if (levels_ == 0) return Status::bad_state;
    if (pub.size() != hss_public_key_size(level_types())) return Status::invalid_length;
    core::lms::Tree top;
    top.lms = lms_params(types_[0].lms_type);
    top.ots = lmots_params(types_[0].lmots_type);
    for (std::size_t j = 0; j < core::lms::kMaxN; ++j) top.seed[j] = seed_[j];
    for (std::size_t j = 0; j < core::lms::kIdSize; ++j) top.id[j] = id_[j];
    std::uint8_t root[core::lms::kMaxN];
    core::lms::node_value(top, 1, nullptr, root);
    core::lms::put_u32(pub.data(), static_cast<std::uint32_t>(levels_));
    core::lms::write_pub(top, root, pub.data() + 4);
    wipe(top.seed, sizeof top.seed);
    return Status::ok;
}

bool HssPrivateKey::exhausted() const noexcept
{
    return levels_ == 0 || q_[0] >= (std::uint32_t{1} << lms_params(types_[0].lms_type)->h);
}

// The indices form one mixed-radix counter, lowest level least significant.
void HssPrivateKey::advance() noexcept
{
    std::size_t i = levels_ - 1;
    ++q_[i];
    while (i > 0 && q_[i] == (std::uint32_t{1} << lms_params(types_[i].lms_type)->h)) {
        q_[i] = 0;
        ++q_[--i];
    }
}

std::uint64_t HssPrivateKey::remaining() const noexcept
{
    if (exhausted()) return 0;
    std::uint64_t r = 0;
    for (std::size_t i = 0; i < levels_; ++i) {
        const unsigned h = lms_params(types_[i].lms_type)->h;
        if (r > (UINT64_MAX >> h) - 1) return UINT64_MAX;
        r = (r << h) + ((std::uint64_t{1} << h) - 1u - q_[i]);
    }
    return r == UINT64_MAX ? r : r + 1;
}

Status HssPrivateKey::serialize(FixedSpan<kHssPrivateStateSize> out) const noexcept
{
    for (auto& b : out) b = 0;
    if (levels_ == 0) return Status::bad_state;
    std::uint8_t* p = out.data();
    core::lms::put_u32(p, kStateVersion);
    core::lms::put_u32(p + 4, static_cast<std::uint32_t>(levels_));
    for (std::size_t i = 0; i < levels_; ++i) {
        core::lms::put_u32(p + 8 + 8 * i, types_[i].lms_type);
        core::lms::put_u32(p + 12 + 8 * i, types_[i].lmots_type);
    }
    p += 8 + 8 * kHssMaxLevels;
    for (std::size_t j = 0; j < 32; ++j) p[j] = seed_[j];
    for (std::size_t j = 0; j < 16; ++j) p[32 + j] = id_[j];
    for (std::size_t i = 0; i < kHssMaxLevels; ++i) core::lms::put_u32(p + 48 + 4 * i, q_[i]);
    return Status::ok;
}

Status HssPrivateKey::deserialize(FixedView<kHssPrivateStateSize> in) noexcept
{
    clear();
    const std::uint8_t* p = in.data();
    const std::uint32_t levels = util::load_be32(p + 4);
    if (util::load_be32(p) != kStateVersion || levels < 1 || levels > kHssMaxLevels)
        return Status::invalid_encoding;
    HssLevel types[kHssMaxLevels] = {};
    for (std::size_t i = 0; i < levels; ++i) {
        types[i] = {util::load_be32(p + 8 + 8 * i), util::load_be32(p + 12 + 8 * i)};
    }
    const Status s = generate(std::span<const HssLevel>(types, levels),
                              FixedView<32>(p + 8 + 8 * kHssMaxLevels, 32),
                              FixedView<16>(p + 40 + 8 * kHssMaxLevels, 16));
    if (s != Status::ok) return s == Status::not_supported ? s : Status::invalid_encoding;
    const std::uint8_t* qp = p + 56 + 8 * kHssMaxLevels;
    for (std::size_t i = 0; i < levels; ++i) {
        q_[i] = util::load_be32(qp + 4 * i);
        const std::uint32_t leaves = std::uint32_t{1} << lms_params(types_[i].lms_type)->h;
        // Only the top index may equal its leaf count (an exhausted key).
        if (q_[i] > leaves || (i > 0 && q_[i] == leaves)) {
            clear();
            return Status::invalid_encoding;
        }
    }
    return Status::ok;
}

Status HssPrivateKey::sign(ByteView msg, ByteSpan sig, HssPersistFn persist, void* ctx,
                           ByteSpan cache) noexcept
{
    for (auto& b : sig) b = 0;
    if (levels_ == 0) return Status::bad_state;
    if (persist == nullptr) return Status::invalid_argument;
    if (sig.size() != hss_signature_size(level_types())) return Status::invalid_length;
    if (!cache.empty() && cache.size() < hss_cache_size(level_types()))
        return Status::workspace_too_small;
    if (exhausted()) return Status::limit_reached;
    std::uint32_t used[kHssMaxLevels];
    for (std::size_t i = 0; i < kHssMaxLevels; ++i) used[i] = q_[i];
    // SP 800-208 §8.1: the index is consumed and stored before any signature exists.
    advance();
    std::uint8_t state[kHssPrivateStateSize];
    (void)serialize(state);
    const Status ps = persist(ctx, ByteView(state, sizeof state));
    wipe(state, sizeof state);
    if (ps != Status::ok) return ps;
    sign_levels(msg, sig, used, cache);
    return Status::ok;
}

// RFC 8554 §6.2: sig[i] signs pub[i+1], the last one signs the message.
void HssPrivateKey::sign_levels(ByteView msg, ByteSpan sig, const std::uint32_t* used,
                                ByteSpan cache) const noexcept
{
    core::lms::Tree cur, next;
    cur.lms = lms_params(types_[0].lms_type);
    cur.ots = lmots_params(types_[0].lmots_type);
    for (std::size_t j = 0; j < core::lms::kMaxN; ++j) cur.seed[j] = seed_[j];
    for (std::size_t j = 0; j < core::lms::kIdSize; ++j) cur.id[j] = id_[j];
    core::lms::put_u32(sig.data(), static_cast<std::uint32_t>(levels_ - 1));
    std::size_t off = 4, coff = 0;
    for (std::size_t i = 0; i < levels_; ++i) {
        const std::uint8_t* nodes = nullptr;
        if (!cache.empty()) {
            nodes = cached_nodes(cur, cache.data() + coff);
            coff += static_cast<std::size_t>(cache_bytes(*cur.lms));
        }
        const std::size_t len = cur.lms->signature_size(*cur.ots);
        if (i + 1 == levels_) {
            core::lms::sign_lms(cur, used[i], msg, nodes, sig.data() + off);
            break;
        }
        core::lms::derive_child(cur, used[i], types_[i + 1], next);
        std::uint8_t* child_pub = sig.data() + off + len;
        std::uint8_t root[core::lms::kMaxN];
        const std::uint8_t* next_nodes =
            cache.empty() ? nullptr : cached_nodes(next, cache.data() + coff);
        core::lms::node_value(next, 1, next_nodes, root);
        core::lms::write_pub(next, root, child_pub);
        core::lms::sign_lms(cur, used[i], ByteView(child_pub, next.lms->public_key_size()), nodes,
                            sig.data() + off);
        off += len + next.lms->public_key_size();
        cur = next;
    }
    wipe(cur.seed, sizeof cur.seed);
    wipe(next.seed, sizeof next.seed);
}

}  // namespace ucrypt
