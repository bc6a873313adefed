// SPDX-License-Identifier: Apache-2.0
// RSA key files for the tests (see rsa_keyfile.hpp).
#include "rsa_keyfile.hpp"

#include "ucrypt/encoding/base64.hpp"
#include "ucrypt/encoding/rsa_key.hpp"

namespace rsa_test {

namespace {
Bytes copy(ucrypt::ByteView v)
{
    return Bytes(v.begin(), v.end());
}
}  // namespace

bool key_from_pkcs8(const Bytes& der, KeyBytes& out)
{
    ucrypt::encoding::RsaPrivateFields f{};
    if (ucrypt::encoding::rsa_pkcs8_parse(der, f) != ucrypt::Status::ok) return false;
    out = KeyBytes{copy(f.n), copy(f.e),  copy(f.d),  copy(f.p),
                   copy(f.q), copy(f.dp), copy(f.dq), copy(f.qinv)};
    return true;
}

bool key_from_pem(const std::string& text, KeyBytes& out)
{
    Bytes der(ucrypt::encoding::base64_decoded_max(text.size()));
    std::string_view label;
    std::size_t len = 0;
    if (ucrypt::encoding::pem_decode(text, label, der, len) != ucrypt::Status::ok ||
        label != ucrypt::encoding::kPemPrivate)
        return false;
    der.resize(len);
    return key_from_pkcs8(der, out);
}

}  // namespace rsa_test
