// SPDX-License-Identifier: Apache-2.0
// ucrypt host benchmark — ucrypt's AES rows: CBC (SP 800-38A §6.2) encryption
// and decryption, CTR (§6.5) and GCM encryption (SP 800-38D), for the Fast,
// CT and Auto (AES-NI when the CPU has it, else CT) variants.
//
// Every message sets the key (the sole-buffer call takes it; the data flow
// does init / set_key / set_iv / append... / finish, as the reference pages'
// CMOX sequence), and the peers do the same, so the ratios compare like with like.
#include "ucrypt_aes_impls.hpp"

#include <cstdio>
#include <cstdlib>

#include "ucrypt/aead.hpp"
#include "ucrypt/modes.hpp"

namespace ucrypt::bench {

namespace {

ByteView key_of(unsigned bits)
{
    return bench_key().first(bits / 8);
}
ByteView iv16()
{
    return bench_iv();
}
ByteView iv12()
{
    return bench_iv().first(12);
}

// Every call here has valid arguments; an error status is a bug, so stop loudly.
void expect_ok(Status s)
{
    if (s == Status::ok) return;
    std::fprintf(stderr, "[host] ucrypt AES call failed: status %u\n", static_cast<unsigned>(s));
    std::abort();
}

template <class C, Direction D>
class CbcImpl final : public CipherImpl {
public:
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        const ByteView k = key_of(128);
        expect_ok(D == Direction::encrypt
                      ? Cbc<C>::encrypt(k, iv16(), ByteView(in, n), ByteSpan(out, n))
                      : Cbc<C>::decrypt(k, iv16(), ByteView(in, n), ByteSpan(out, n)));
    }
    void init() override
    {
        restart();
        ctx_.init();
        expect_ok(ctx_.set_key(key_of(128)));
        expect_ok(ctx_.set_iv(iv16()));
    }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        std::size_t written = 0;
        expect_ok(ctx_.append(ByteView(in, n), ByteSpan(cursor(), room()), written));
        advance(written);
    }
    void finish(std::uint8_t*) override
    {
        std::size_t written = 0;
        expect_ok(ctx_.finish(ByteSpan(cursor(), room()), written));
        advance(written);
    }

private:
    CbcContext<C, D> ctx_;
};

template <class C>
class CtrImpl final : public CipherImpl {
public:
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        expect_ok(Ctr<C>::encrypt(key_of(128), iv16(), ByteView(in, n), ByteSpan(out, n)));
    }
    void init() override
    {
        restart();
        ctx_.init();
        expect_ok(ctx_.set_key(key_of(128)));
        expect_ok(ctx_.set_iv(iv16()));
    }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        std::size_t written = 0;
        expect_ok(ctx_.append(ByteView(in, n), ByteSpan(cursor(), room()), written));
        advance(written);
    }
    void finish(std::uint8_t*) override
    {
        std::size_t written = 0;
        expect_ok(ctx_.finish(ByteSpan(cursor(), room()), written));
        advance(written);
    }

private:
    CtrContext<C> ctx_;
};

// GCM encryption without AAD, 12-byte IV, 16-byte tag; the sole buffer
// writes ciphertext || tag.
template <class C, class G, unsigned KeyBits>
class GcmImpl final : public CipherImpl {
public:
    void oneshot(const std::uint8_t* in, std::size_t n, std::uint8_t* out) override
    {
        expect_ok(g_.set_key(key_of(KeyBits)));
        expect_ok(g_.encrypt(iv12(), ByteView(), ByteView(in, n), ByteSpan(out, n),
                             ByteSpan(out + n, 16)));
    }
    void init() override
    {
        restart();
        expect_ok(g_.set_key(key_of(KeyBits)));
        expect_ok(g_.set_iv(iv12()));
    }
    void update(const std::uint8_t* in, std::size_t n) override
    {
        expect_ok(g_.encrypt_update(ByteView(in, n), ByteSpan(cursor(), n)));
        advance(n);
    }
    void finish(std::uint8_t* tag) override { expect_ok(g_.finish(ByteSpan(tag, 16))); }

private:
    Gcm<C, G> g_;
};

template <class C, class G>
ImplPtr make_for(AlgId alg)
{
    switch (alg) {
        case AlgId::aes128_cbc_enc:
            return std::make_unique<CbcImpl<C, Direction::encrypt>>();
        case AlgId::aes128_cbc_dec:
            return std::make_unique<CbcImpl<C, Direction::decrypt>>();
        case AlgId::aes128_ctr:
            return std::make_unique<CtrImpl<C>>();
        case AlgId::aes128_gcm_enc:
            return std::make_unique<GcmImpl<C, G, 128>>();
        case AlgId::aes256_gcm_enc:
            return std::make_unique<GcmImpl<C, G, 256>>();
        default:
            break;  // not an AES row
    }
    return nullptr;
}

}  // namespace

ImplPtr make_aes(AesVariant v, AlgId alg)
{
    switch (v) {
        case AesVariant::fast:
            return make_for<AesFast, GhashFast>(alg);
        case AesVariant::ct:
            return make_for<AesCt, GhashCt>(alg);
        case AesVariant::autodetect:
            return make_for<AesAuto, GhashClmul>(alg);
    }
    return nullptr;
}

}  // namespace ucrypt::bench
