// SPDX-License-Identifier: Apache-2.0
// ucrypt — the SP 800-90A §9 front end shared by CTR_DRBG and HMAC_DRBG:
// argument checks, the reseed counter, prediction resistance and the entropy
// source. The mechanisms (ctr_drbg.cpp, hmac_drbg.cpp) only see valid inputs.
// Included by the files that explicitly instantiate Drbg<> and DrbgRng<>.
#pragma once
#include <cstddef>
#include <cstdint>

#include "ucrypt/drbg.hpp"
#include "ucrypt/wipe.hpp"

namespace ucrypt {

namespace core::drbg {

// Entropy for one (re)seed, on the stack: security_strength bytes plus the
// nonce (security_strength / 2) of §8.6.7 when instantiating.
inline constexpr std::size_t kMaxSeedPull = 32;

// Asks the source for `out`; a source that fails, or that returns anything
// but Status::ok, is an entropy failure (§9.1 step 7, §9.2 step 5).
inline Status pull(EntropySource* src, ByteSpan out) noexcept
{
    if (src == nullptr) return Status::bad_state;
    if (src->get(out) != Status::ok) {
        wipe(out.data(), out.size());
        return Status::entropy_failure;
    }
    return Status::ok;
}

}  // namespace core::drbg

template <class M>
Status Drbg<M>::check_options() const noexcept
{
    if (opt_.reseed_interval == 0 || opt_.reseed_interval > kDrbgMaxReseedInterval)
        return Status::invalid_argument;
    if (opt_.prediction_resistance && opt_.source == nullptr) return Status::invalid_argument;
    return Status::ok;
}

// SP 800-90A §9.1 steps 1-9: check the inputs, then the mechanism's
// instantiate algorithm; the reseed counter starts at 1.
template <class M>
Status Drbg<M>::instantiate(ByteView entropy, ByteView nonce, ByteView personalization) noexcept
{
    const Status st = check_options();
    if (st != Status::ok) return st;
    if (entropy.size() < security_strength || entropy.size() > kDrbgMaxInputBytes ||
        nonce.size() > kDrbgMaxInputBytes || personalization.size() > kDrbgMaxInputBytes)
        return Status::invalid_length;
    mech_.instantiate(entropy, nonce, personalization);
    counter_ = 1;
    instantiated_ = true;
    return Status::ok;
}

// §9.1 with the entropy input and the nonce (§8.6.7: a random value of at
// least security_strength / 2 bits) both drawn from the attached source.
template <class M>
Status Drbg<M>::instantiate_from_source(ByteView personalization) noexcept
{
    const Status st = check_options();
    if (st != Status::ok) return st;
    if (personalization.size() > kDrbgMaxInputBytes) return Status::invalid_length;
    std::uint8_t seed[entropy_size + nonce_size];
    Status r = core::drbg::pull(opt_.source, ByteSpan(seed, sizeof seed));
    if (r == Status::ok)
        r = instantiate(ByteView(seed, entropy_size), ByteView(seed + entropy_size, nonce_size),
                        personalization);
    wipe(seed, sizeof seed);
    return r;
}

// §9.2 steps 1-7.
template <class M>
Status Drbg<M>::reseed(ByteView entropy, ByteView additional) noexcept
{
    if (!instantiated_) return Status::bad_state;
    if (entropy.size() < security_strength || entropy.size() > kDrbgMaxInputBytes ||
        additional.size() > kDrbgMaxInputBytes)
        return Status::invalid_length;
    mech_.reseed(entropy, additional);
    counter_ = 1;
    return Status::ok;
}

template <class M>
Status Drbg<M>::reseed_from_source(ByteView additional) noexcept
{
    if (!instantiated_) return Status::bad_state;
    if (additional.size() > kDrbgMaxInputBytes) return Status::invalid_length;
    std::uint8_t seed[entropy_size];
    Status r = core::drbg::pull(opt_.source, ByteSpan(seed, sizeof seed));
    if (r == Status::ok) r = reseed(ByteView(seed, sizeof seed), additional);
    wipe(seed, sizeof seed);
    return r;
}

// §9.3.1. Steps 7 and 7.1: prediction resistance, or an exhausted counter
// with a source attached, reseeds first (with the additional input, which
// then is not used again, step 7.4); an exhausted counter without a source is
// "reseed required" (Status::limit_reached). Every failure zeroes the output.
template <class M>
Status Drbg<M>::generate(ByteSpan out, ByteView additional) noexcept
{
    Status st = Status::ok;
    if (!instantiated_)
        st = Status::bad_state;
    else if (out.size() > max_request || additional.size() > kDrbgMaxInputBytes)
        st = Status::invalid_length;
    else if (opt_.prediction_resistance || counter_ > opt_.reseed_interval) {
        if (opt_.source == nullptr)
            st = Status::limit_reached;
        else {
            st = reseed_from_source(additional);
            additional = ByteView{};
        }
    }
    if (st != Status::ok) {
        if (!out.empty()) wipe(out.data(), out.size());
        return st;
    }
    mech_.generate(out, additional);
    ++counter_;
    return Status::ok;
}

// §9.4: the state is wiped, not merely marked unused.
template <class M>
void Drbg<M>::uninstantiate() noexcept
{
    mech_.wipe_state();
    counter_ = 0;
    instantiated_ = false;
}

template <class D>
Status DrbgRng<D>::instantiate(ByteView personalization) noexcept
{
    return drbg_.instantiate_from_source(personalization);
}

// The Rng contract (rng.hpp): all of `out`, or a failure and zeros.
template <class D>
Status DrbgRng<D>::fill(ByteSpan out) noexcept
{
    Status st = Status::ok;
    if (!drbg_.is_instantiated()) st = drbg_.instantiate_from_source();
    std::size_t done = 0;
    while (st == Status::ok && done < out.size()) {
        std::size_t n = out.size() - done;
        if (n > D::max_request) n = D::max_request;
        st = drbg_.generate(out.subspan(done, n));
        done += n;
    }
    if (st != Status::ok && !out.empty()) wipe(out.data(), out.size());
    return st;
}

}  // namespace ucrypt
