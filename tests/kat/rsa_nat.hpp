// SPDX-License-Identifier: Apache-2.0
// Test-only natural numbers for checking generated RSA keys independently of
// src/bignum: little-endian 32-bit words, schoolbook product, remainder by
// shift and subtract, binary GCD. Variable-time and slow; fine for a few
// checks per key, never for the library.
#pragma once
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace rsa_test {

class Nat {
public:
    Nat() = default;
    explicit Nat(std::uint32_t v)
    {
        if (v) w_.push_back(v);
    }
    static Nat from_be(const std::vector<std::uint8_t>& b)
    {
        Nat r;
        r.w_.assign((b.size() + 3) / 4, 0);
        for (std::size_t i = 0; i < b.size(); ++i) {
            const std::size_t bit = 8 * (b.size() - 1 - i);
            r.w_[bit / 32] |= static_cast<std::uint32_t>(b[i]) << (bit % 32);
        }
        r.trim();
        return r;
    }

    bool is_zero() const { return w_.empty(); }
    bool is_even() const { return w_.empty() || (w_[0] & 1u) == 0; }
    std::size_t bits() const
    {
        if (w_.empty()) return 0;
        std::size_t b = 32 * (w_.size() - 1);
        for (std::uint32_t t = w_.back(); t; t >>= 1) ++b;
        return b;
    }
    bool bit(std::size_t i) const { return i / 32 < w_.size() && ((w_[i / 32] >> (i % 32)) & 1u); }

    friend bool operator==(const Nat& a, const Nat& b) { return a.w_ == b.w_; }
    friend bool operator<(const Nat& a, const Nat& b)
    {
        if (a.w_.size() != b.w_.size()) return a.w_.size() < b.w_.size();
        for (std::size_t i = a.w_.size(); i-- > 0;)
            if (a.w_[i] != b.w_[i]) return a.w_[i] < b.w_[i];
        return false;
    }

    // a - b for b <= a.
    friend Nat operator-(const Nat& a, const Nat& b)
    {
        Nat r = a;
        std::uint64_t borrow = 0;
        for (std::size_t i = 0; i < r.w_.size(); ++i) {
            const std::uint64_t s =
                static_cast<std::uint64_t>(r.w_[i]) - (i < b.w_.size() ? b.w_[i] : 0u) - borrow;
            r.w_[i] = static_cast<std::uint32_t>(s);
            borrow = (s >> 32) & 1u;
        }
        r.trim();
        return r;
    }
    friend Nat operator*(const Nat& a, const Nat& b)
    {
        Nat r;
        r.w_.assign(a.w_.size() + b.w_.size(), 0);
        for (std::size_t i = 0; i < a.w_.size(); ++i) {
            std::uint64_t carry = 0;
            for (std::size_t j = 0; j < b.w_.size(); ++j) {
                const std::uint64_t t =
                    static_cast<std::uint64_t>(a.w_[i]) * b.w_[j] + r.w_[i + j] + carry;
                r.w_[i + j] = static_cast<std::uint32_t>(t);
                carry = t >> 32;
            }
            r.w_[i + b.w_.size()] = static_cast<std::uint32_t>(carry);
        }
        r.trim();
        return r;
    }
    // a mod m, m != 0: one bit of a at a time into the remainder.
    friend Nat operator%(const Nat& a, const Nat& m)
    {
        Nat r;
        for (std::size_t i = a.bits(); i-- > 0;) {
            r.shl1();
            if (a.bit(i)) {
                if (r.w_.empty()) r.w_.push_back(0);
                r.w_[0] |= 1u;
            }
            if (!(r < m)) r = r - m;
        }
        return r;
    }
    // Binary GCD.
    friend Nat gcd(Nat a, Nat b)
    {
        if (a.is_zero()) return b;
        if (b.is_zero()) return a;
        std::size_t shift = 0;
        while (a.is_even() && b.is_even()) {
            a.shr1();
            b.shr1();
            ++shift;
        }
        while (a.is_even()) a.shr1();
        while (!b.is_zero()) {
            while (b.is_even()) b.shr1();
            if (b < a) std::swap(a, b);
            b = b - a;
        }
        for (; shift > 0; --shift) a.shl1();
        return a;
    }

private:
    std::vector<std::uint32_t> w_;  // no zero top word

    void trim()
    {
        while (!w_.empty() && w_.back() == 0) w_.pop_back();
    }
    void shl1()
    {
        std::uint32_t carry = 0;
        for (auto& x : w_) {
            const std::uint32_t next = x >> 31;
            x = (x << 1) | carry;
            carry = next;
        }
        if (carry) w_.push_back(carry);
    }
    void shr1()
    {
        for (std::size_t i = 0; i < w_.size(); ++i)
            w_[i] = (w_[i] >> 1) | (i + 1 < w_.size() ? w_[i + 1] << 31 : 0u);
        trim();
    }
};

}  // namespace rsa_test
