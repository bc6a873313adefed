// SPDX-License-Identifier: Apache-2.0
// RFC 8439 test vectors, written as the RFC prints them: hex dumps keep the
// RFC's byte offsets (the ASCII column is left out), state matrices keep the
// RFC's rows of four words, and colon-separated strings stay colon-separated.
// Parsed by the helpers in chacha20poly1305.cpp.
#pragma once
#include <cstdint>

namespace rfc8439 {

// §2.1.1 Test Vector for the ChaCha Quarter Round.
inline constexpr std::uint32_t kQrIn[4] = {0x11111111, 0x01020304, 0x9b8d6f43, 0x01234567};
inline constexpr std::uint32_t kQrOut[4] = {0xea2a92f4, 0xcb1cf8ce, 0x4581472e, 0x5881c4bb};

// §2.2.1 Test Vector for the Quarter Round on the ChaCha State: QUARTERROUND(2, 7, 8, 13).
inline constexpr const char* kQrStateIn =
    "879531e0  c5ecf37d  516461b1  c9a62f8a\n"
    "44c20ef3  3390af7f  d9fc690b  2a5f714c\n"
    "53372767  b00a5631  974c541a  359e9963\n"
    "5c971061  3d631689  2098d9d6  91dbd320\n";
inline constexpr const char* kQrStateOut =
    "879531e0  c5ecf37d *bdb886dc  c9a62f8a\n"
    "44c20ef3  3390af7f  d9fc690b *cfacafd2\n"
    "*e46bea80  b00a5631  974c541a  359e9963\n"
    "5c971061 *ccc07c79  2098d9d6  91dbd320\n";

// §2.3.2 Test Vector for the ChaCha20 Block Function.
inline constexpr const char* kBlockKey =
    "00:01:02:03:04:05:06:07:08:09:0a:0b:0c:0d:0e:0f:10:11:12:13:"
    "14:15:16:17:18:19:1a:1b:1c:1d:1e:1f";
inline constexpr const char* kBlockNonce = "00:00:00:09:00:00:00:4a:00:00:00:00";
inline constexpr std::uint32_t kBlockCount = 1;
inline constexpr const char* kBlockSetup =
    "61707865  3320646e  79622d32  6b206574\n"
    "03020100  07060504  0b0a0908  0f0e0d0c\n"
    "13121110  17161514  1b1a1918  1f1e1d1c\n"
    "00000001  09000000  4a000000  00000000\n";
inline constexpr const char* kBlockAfterRounds =
    "837778ab  e238d763  a67ae21e  5950bb2f\n"
    "c4f2d0c7  fc62bb2f  8fa018fc  3f5ec7b7\n"
    "335271c2  f29489f3  eabda8fc  82e46ebd\n"
    "d19c12b4  b04e16de  9e83d0cb  4e3c50a2\n";
inline constexpr const char* kBlockEnd =
    "e4e7f110  15593bd1  1fdd0f50  c47120a3\n"
    "c7f4d1c7  0368c033  9aaa2204  4e6cd4c3\n"
    "466482d2  09aa9f07  05d7c214  a2028bd9\n"
    "d19c12b5  b94e16de  e883d0cb  4e3c50a2\n";
inline constexpr const char* kBlockSerialized =
    "000  10 f1 e7 e4 d1 3b 59 15 50 0f dd 1f a3 20 71 c4\n"
    "016  c7 d1 f4 c7 33 c0 68 03 04 22 aa 9a c3 d4 6c 4e\n"
    "032  d2 82 64 46 07 9f aa 09 14 c2 d7 05 d9 8b 02 a2\n"
    "048  b5 12 9c d1 de 16 4e b9 cb d0 83 e8 a2 50 3c 4e\n";

// §2.4.2 Example and Test Vector for the ChaCha20 Cipher (key as in §2.3.2).
inline constexpr const char* kSunscreenNonce = "00:00:00:00:00:00:00:4a:00:00:00:00";
inline constexpr std::uint32_t kSunscreenCounter = 1;
inline constexpr const char* kSunscreenPlaintext =
    "000  4c 61 64 69 65 73 20 61 6e 64 20 47 65 6e 74 6c\n"
    "016  65 6d 65 6e 20 6f 66 20 74 68 65 20 63 6c 61 73\n"
    "032  73 20 6f 66 20 27 39 39 3a 20 49 66 20 49 20 63\n"
    "048  6f 75 6c 64 20 6f 66 66 65 72 20 79 6f 75 20 6f\n"
    "064  6e 6c 79 20 6f 6e 65 20 74 69 70 20 66 6f 72 20\n"
    "080  74 68 65 20 66 75 74 75 72 65 2c 20 73 75 6e 73\n"
    "096  63 72 65 65 6e 20 77 6f 75 6c 64 20 62 65 20 69\n"
    "112  74 2e\n";
inline constexpr const char* kSunscreenSetup1 =
    "61707865  3320646e  79622d32  6b206574\n"
    "03020100  07060504  0b0a0908  0f0e0d0c\n"
    "13121110  17161514  1b1a1918  1f1e1d1c\n"
    "00000001  00000000  4a000000  00000000\n";
inline constexpr const char* kSunscreenSetup2 =
    "61707865  3320646e  79622d32  6b206574\n"
    "03020100  07060504  0b0a0908  0f0e0d0c\n"
    "13121110  17161514  1b1a1918  1f1e1d1c\n"
    "00000002  00000000  4a000000  00000000\n";
inline constexpr const char* kSunscreenBlock1 =
    "f3514f22  e1d91b40  6f27de2f  ed1d63b8\n"
    "821f138c  e2062c3d  ecca4f7e  78cff39e\n"
    "a30a3b8a  920a6072  cd7479b5  34932bed\n"
    "40ba4c79  cd343ec6  4c2c21ea  b7417df0\n";
inline constexpr const char* kSunscreenBlock2 =
    "9f74a669  410f633f  28feca22  7ec44dec\n"
    "6d34d426  738cb970  3ac5e9f3  45590cc4\n"
    "da6e8b39  892c831a  cdea67c1  2b7e1d90\n"
    "037463f3  a11a2073  e8bcfb88  edc49139\n";
inline constexpr const char* kSunscreenKeystream =
    "22:4f:51:f3:40:1b:d9:e1:2f:de:27:6f:b8:63:1d:ed:8c:13:1f:82:3d:2c:06"
    "e2:7e:4f:ca:ec:9e:f3:cf:78:8a:3b:0a:a3:72:60:0a:92:b5:79:74:cd:ed:2b"
    "93:34:79:4c:ba:40:c6:3e:34:cd:ea:21:2c:4c:f0:7d:41:b7:69:a6:74:9f:3f"
    "63:0f:41:22:ca:fe:28:ec:4d:c4:7e:26:d4:34:6d:70:b9:8c:73:f3:e9:c5:3a"
    "c4:0c:59:45:39:8b:6e:da:1a:83:2c:89:c1:67:ea:cd:90:1d:7e:2b:f3:63";
inline constexpr const char* kSunscreenCiphertext =
    "000  6e 2e 35 9a 25 68 f9 80 41 ba 07 28 dd 0d 69 81\n"
    "016  e9 7e 7a ec 1d 43 60 c2 0a 27 af cc fd 9f ae 0b\n"
    "032  f9 1b 65 c5 52 47 33 ab 8f 59 3d ab cd 62 b3 57\n"
    "048  16 39 d6 24 e6 51 52 ab 8f 53 0c 35 9f 08 61 d8\n"
    "064  07 ca 0d bf 50 0d 6a 61 56 a3 8e 08 8a 22 b6 5e\n"
    "080  52 bc 51 4d 16 cc f8 06 81 8c e9 1a b7 79 37 36\n"
    "096  5a f9 0b bf 74 a3 5b e6 b4 0b 8e ed f2 78 5e 42\n"
    "112  87 4d\n";

// §2.5.2 Poly1305 Example and Test Vector.
inline constexpr const char* kPolyKey =
    "85:d6:be:78:57:55:6d:33:7f:44:52:fe:42:d5:06:a8:01:0"
    "3:80:8a:fb:0d:b2:fd:4a:bf:f6:af:41:49:f5:1b";
inline constexpr const char* kPolyMessage =
    "000  43 72 79 70 74 6f 67 72 61 70 68 69 63 20 46 6f\n"
    "016  72 75 6d 20 52 65 73 65 61 72 63 68 20 47 72 6f\n"
    "032  75 70\n";
inline constexpr const char* kPolyTag = "a8:06:1d:c1:30:51:36:c6:c2:2b:8b:af:0c:01:27:a9";

// §2.6.2 Poly1305 Key Generation Test Vector.
inline constexpr const char* kKeyGenKey =
    "000  80 81 82 83 84 85 86 87 88 89 8a 8b 8c 8d 8e 8f\n"
    "016  90 91 92 93 94 95 96 97 98 99 9a 9b 9c 9d 9e 9f\n";
inline constexpr const char* kKeyGenNonce = "000  00 00 00 00 00 01 02 03 04 05 06 07\n";
inline constexpr const char* kKeyGenSetup =
    "61707865  3320646e  79622d32  6b206574\n"
    "83828180  87868584  8b8a8988  8f8e8d8c\n"
    "93929190  97969594  9b9a9998  9f9e9d9c\n"
    "00000000  00000000  03020100  07060504\n";
inline constexpr const char* kKeyGenAfterRounds =
    "8ba0d58a  cc815f90  27405081  7194b24a\n"
    "37b633a8  a50dfde3  e2b8db08  46a6d1fd\n"
    "7da03782  9183a233  148ad271  b46773d1\n"
    "3cc1875a  8607def1  ca5c3086  7085eb87\n";
inline constexpr const char* kKeyGenOutput =
    "000  8a d5 a0 8b 90 5f 81 cc 81 50 40 27 4a b2 94 71\n"
    "016  a8 33 b6 37 e3 fd 0d a5 08 db b8 e2 fd d1 a6 46\n";

// §2.8.2 Example and Test Vector for AEAD_CHACHA20_POLY1305 (plaintext as in
// §2.4.2, key as in §2.6.2).
inline constexpr const char* kAeadAad = "000  50 51 52 53 c0 c1 c2 c3 c4 c5 c6 c7\n";
inline constexpr const char* kAeadIv = "000  40 41 42 43 44 45 46 47\n";
inline constexpr const char* kAeadFixed = "000  07 00 00 00\n";
inline constexpr const char* kAeadSetup =
    "61707865  3320646e  79622d32  6b206574\n"
    "83828180  87868584  8b8a8988  8f8e8d8c\n"
    "93929190  97969594  9b9a9998  9f9e9d9c\n"
    "00000000  00000007  43424140  47464544\n";
inline constexpr const char* kAeadOneTimeKey =
    "000  7b ac 2b 25 2d b4 47 af 09 b6 7a 55 a4 e9 55 84\n"
    "016  0a e1 d6 73 10 75 d9 eb 2a 93 75 78 3e d5 53 ff\n";
inline constexpr const char* kAeadKeystream =
    "9f:7b:e9:5d:01:fd:40:ba:15:e2:8f:fb:36:81:0a:ae:"
    "c1:c0:88:3f:09:01:6e:de:dd:8a:d0:87:55:82:03:a5:"
    "4e:9e:cb:38:ac:8e:5e:2b:b8:da:b2:0f:fa:db:52:e8:"
    "75:04:b2:6e:be:69:6d:4f:60:a4:85:cf:11:b8:1b:59:"
    "fc:b1:c4:5f:42:19:ee:ac:ec:6a:de:c3:4e:66:69:78:"
    "8e:db:41:c4:9c:a3:01:e1:27:e0:ac:ab:3b:44:b9:cf:"
    "5c:86:bb:95:e0:6b:0d:f2:90:1a:b6:45:e4:ab:e6:22:"
    "15:38";
inline constexpr const char* kAeadCiphertext =
    "000  d3 1a 8d 34 64 8e 60 db 7b 86 af bc 53 ef 7e c2\n"
    "016  a4 ad ed 51 29 6e 08 fe a9 e2 b5 a7 36 ee 62 d6\n"
    "032  3d be a4 5e 8c a9 67 12 82 fa fb 69 da 92 72 8b\n"
    "048  1a 71 de 0a 9e 06 0b 29 05 d6 a5 b6 7e cd 3b 36\n"
    "064  92 dd bd 7f 2d 77 8b 8c 98 03 ae e3 28 09 1b 58\n"
    "080  fa b3 24 e4 fa d6 75 94 55 85 80 8b 48 31 d7 bc\n"
    "096  3f f4 de f0 8e 4b 7a 9d e5 76 d2 65 86 ce c6 4b\n"
    "112  61 16\n";
inline constexpr const char* kAeadMacData =
    "000  50 51 52 53 c0 c1 c2 c3 c4 c5 c6 c7 00 00 00 00\n"
    "016  d3 1a 8d 34 64 8e 60 db 7b 86 af bc 53 ef 7e c2\n"
    "032  a4 ad ed 51 29 6e 08 fe a9 e2 b5 a7 36 ee 62 d6\n"
    "048  3d be a4 5e 8c a9 67 12 82 fa fb 69 da 92 72 8b\n"
    "064  1a 71 de 0a 9e 06 0b 29 05 d6 a5 b6 7e cd 3b 36\n"
    "080  92 dd bd 7f 2d 77 8b 8c 98 03 ae e3 28 09 1b 58\n"
    "096  fa b3 24 e4 fa d6 75 94 55 85 80 8b 48 31 d7 bc\n"
    "112  3f f4 de f0 8e 4b 7a 9d e5 76 d2 65 86 ce c6 4b\n"
    "128  61 16 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
    "144  0c 00 00 00 00 00 00 00 72 00 00 00 00 00 00 00\n";
inline constexpr const char* kAeadTag = "1a:e1:0b:59:4f:09:e2:6a:7e:90:2e:cb:d0:60:06:91";

// Appendix A.1 The ChaCha20 Block Functions.
struct BlockVector {
    const char* key;
    const char* nonce;
    std::uint32_t counter;
    const char* end_state;
    const char* keystream;
};
inline constexpr const char* kZeroKey =
    "000  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
    "016  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n";
inline constexpr const char* kKeyOne =
    "000  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
    "016  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 01\n";
inline constexpr const char* kKeyJabberwock =
    "000  1c 92 40 a5 eb 55 d3 8a f3 33 88 86 04 f6 b5 f0\n"
    "016  47 39 17 c1 40 2b 80 09 9d ca 5c bc 20 70 75 c0\n";
inline constexpr const char* kZeroNonce = "000  00 00 00 00 00 00 00 00 00 00 00 00\n";
inline constexpr const char* kNonceTwo = "000  00 00 00 00 00 00 00 00 00 00 00 02\n";

inline constexpr BlockVector kA1[] = {
    {kZeroKey, kZeroNonce, 0,
     "ade0b876  903df1a0  e56a5d40  28bd8653\n"
     "b819d2bd  1aed8da0  ccef36a8  c70d778b\n"
     "7c5941da  8d485751  3fe02477  374ad8b8\n"
     "f4b8436a  1ca11815  69b687c3  8665eeb2\n",
     "000  76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28\n"
     "016  bd d2 19 b8 a0 8d ed 1a a8 36 ef cc 8b 77 0d c7\n"
     "032  da 41 59 7c 51 57 48 8d 77 24 e0 3f b8 d8 4a 37\n"
     "048  6a 43 b8 f4 15 18 a1 1c c3 87 b6 69 b2 ee 65 86\n"},
    {kZeroKey, kZeroNonce, 1,
     "bee7079f  7a385155  7c97ba98  0d082d73\n"
     "a0290fcb  6965e348  3e53c612  ed7aee32\n"
     "7621b729  434ee69c  b03371d5  d539d874\n"
     "281fed31  45fb0a51  1f0ae1ac  6f4d794b\n",
     "000  9f 07 e7 be 55 51 38 7a 98 ba 97 7c 73 2d 08 0d\n"
     "016  cb 0f 29 a0 48 e3 65 69 12 c6 53 3e 32 ee 7a ed\n"
     "032  29 b7 21 76 9c e6 4e 43 d5 71 33 b0 74 d8 39 d5\n"
     "048  31 ed 1f 28 51 0a fb 45 ac e1 0a 1f 4b 79 4d 6f\n"},
    {kKeyOne, kZeroNonce, 1,
     "2452eb3a  9249f8ec  8d829d9b  ddd4ceb1\n"
     "e8252083  60818b01  f38422b8  5aaa49c9\n"
     "bb00ca8e  da3ba7b4  c4b592d1  fdf2732f\n"
     "4436274e  2561b3c8  ebdd4aa6  a0136c00\n",
     "000  3a eb 52 24 ec f8 49 92 9b 9d 82 8d b1 ce d4 dd\n"
     "016  83 20 25 e8 01 8b 81 60 b8 22 84 f3 c9 49 aa 5a\n"
     "032  8e ca 00 bb b4 a7 3b da d1 92 b5 c4 2f 73 f2 fd\n"
     "048  4e 27 36 44 c8 b3 61 25 a6 4a dd eb 00 6c 13 a0\n"},
    {"000  00 ff 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "016  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     kZeroNonce, 2,
     "fb4dd572  4bc42ef1  df922636  327f1394\n"
     "a78dea8f  5e269039  a1bebbc1  caf09aae\n"
     "a25ab213  48a6b46c  1b9d9bcb  092c5be6\n"
     "546ca624  1bec45d5  87f47473  96f0992e\n",
     "000  72 d5 4d fb f1 2e c4 4b 36 26 92 df 94 13 7f 32\n"
     "016  8f ea 8d a7 39 90 26 5e c1 bb be a1 ae 9a f0 ca\n"
     "032  13 b2 5a a2 6c b4 a6 48 cb 9b 9d 1b e6 5b 2c 09\n"
     "048  24 a6 6c 54 d5 45 ec 1b 73 74 f4 87 2e 99 f0 96\n"},
    {kZeroKey, kNonceTwo, 0,
     "374dc6c2  3736d58c  b904e24a  cd3f93ef\n"
     "88228b1a  96a4dfb3  5b76ab72  c727ee54\n"
     "0e0e978a  f3145c95  1b748ea8  f786c297\n"
     "99c28f5f  628314e8  398a19fa  6ded1b53\n",
     "000  c2 c6 4d 37 8c d5 36 37 4a e2 04 b9 ef 93 3f cd\n"
     "016  1a 8b 22 88 b3 df a4 96 72 ab 76 5b 54 ee 27 c7\n"
     "032  8a 97 0e 0e 95 5c 14 f3 a8 8e 74 1b 97 c2 86 f7\n"
     "048  5f 8f c2 99 e8 14 83 62 fa 19 8a 39 53 1b ed 6d\n"},
};

// Appendix A.2 ChaCha20 Encryption.
struct CipherVector {
    const char* key;
    const char* nonce;
    std::uint32_t counter;
    const char* plaintext;
    const char* ciphertext;
};
inline constexpr const char* kZeros64 =
    "000  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
    "016  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
    "032  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
    "048  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n";
inline constexpr const char* kIetfSubmission =
    "000  41 6e 79 20 73 75 62 6d 69 73 73 69 6f 6e 20 74\n"
    "016  6f 20 74 68 65 20 49 45 54 46 20 69 6e 74 65 6e\n"
    "032  64 65 64 20 62 79 20 74 68 65 20 43 6f 6e 74 72\n"
    "048  69 62 75 74 6f 72 20 66 6f 72 20 70 75 62 6c 69\n"
    "064  63 61 74 69 6f 6e 20 61 73 20 61 6c 6c 20 6f 72\n"
    "080  20 70 61 72 74 20 6f 66 20 61 6e 20 49 45 54 46\n"
    "096  20 49 6e 74 65 72 6e 65 74 2d 44 72 61 66 74 20\n"
    "112  6f 72 20 52 46 43 20 61 6e 64 20 61 6e 79 20 73\n"
    "128  74 61 74 65 6d 65 6e 74 20 6d 61 64 65 20 77 69\n"
    "144  74 68 69 6e 20 74 68 65 20 63 6f 6e 74 65 78 74\n"
    "160  20 6f 66 20 61 6e 20 49 45 54 46 20 61 63 74 69\n"
    "176  76 69 74 79 20 69 73 20 63 6f 6e 73 69 64 65 72\n"
    "192  65 64 20 61 6e 20 22 49 45 54 46 20 43 6f 6e 74\n"
    "208  72 69 62 75 74 69 6f 6e 22 2e 20 53 75 63 68 20\n"
    "224  73 74 61 74 65 6d 65 6e 74 73 20 69 6e 63 6c 75\n"
    "240  64 65 20 6f 72 61 6c 20 73 74 61 74 65 6d 65 6e\n"
    "256  74 73 20 69 6e 20 49 45 54 46 20 73 65 73 73 69\n"
    "272  6f 6e 73 2c 20 61 73 20 77 65 6c 6c 20 61 73 20\n"
    "288  77 72 69 74 74 65 6e 20 61 6e 64 20 65 6c 65 63\n"
    "304  74 72 6f 6e 69 63 20 63 6f 6d 6d 75 6e 69 63 61\n"
    "320  74 69 6f 6e 73 20 6d 61 64 65 20 61 74 20 61 6e\n"
    "336  79 20 74 69 6d 65 20 6f 72 20 70 6c 61 63 65 2c\n"
    "352  20 77 68 69 63 68 20 61 72 65 20 61 64 64 72 65\n"
    "368  73 73 65 64 20 74 6f\n";
inline constexpr const char* kJabberwocky =
    "000  27 54 77 61 73 20 62 72 69 6c 6c 69 67 2c 20 61\n"
    "016  6e 64 20 74 68 65 20 73 6c 69 74 68 79 20 74 6f\n"
    "032  76 65 73 0a 44 69 64 20 67 79 72 65 20 61 6e 64\n"
    "048  20 67 69 6d 62 6c 65 20 69 6e 20 74 68 65 20 77\n"
    "064  61 62 65 3a 0a 41 6c 6c 20 6d 69 6d 73 79 20 77\n"
    "080  65 72 65 20 74 68 65 20 62 6f 72 6f 67 6f 76 65\n"
    "096  73 2c 0a 41 6e 64 20 74 68 65 20 6d 6f 6d 65 20\n"
    "112  72 61 74 68 73 20 6f 75 74 67 72 61 62 65 2e\n";
inline constexpr CipherVector kA2[] = {
    {kZeroKey, kZeroNonce, 0, kZeros64,
     "000  76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28\n"
     "016  bd d2 19 b8 a0 8d ed 1a a8 36 ef cc 8b 77 0d c7\n"
     "032  da 41 59 7c 51 57 48 8d 77 24 e0 3f b8 d8 4a 37\n"
     "048  6a 43 b8 f4 15 18 a1 1c c3 87 b6 69 b2 ee 65 86\n"},
    {kKeyOne, kNonceTwo, 1, kIetfSubmission,
     "000  a3 fb f0 7d f3 fa 2f de 4f 37 6c a2 3e 82 73 70\n"
     "016  41 60 5d 9f 4f 4f 57 bd 8c ff 2c 1d 4b 79 55 ec\n"
     "032  2a 97 94 8b d3 72 29 15 c8 f3 d3 37 f7 d3 70 05\n"
     "048  0e 9e 96 d6 47 b7 c3 9f 56 e0 31 ca 5e b6 25 0d\n"
     "064  40 42 e0 27 85 ec ec fa 4b 4b b5 e8 ea d0 44 0e\n"
     "080  20 b6 e8 db 09 d8 81 a7 c6 13 2f 42 0e 52 79 50\n"
     "096  42 bd fa 77 73 d8 a9 05 14 47 b3 29 1c e1 41 1c\n"
     "112  68 04 65 55 2a a6 c4 05 b7 76 4d 5e 87 be a8 5a\n"
     "128  d0 0f 84 49 ed 8f 72 d0 d6 62 ab 05 26 91 ca 66\n"
     "144  42 4b c8 6d 2d f8 0e a4 1f 43 ab f9 37 d3 25 9d\n"
     "160  c4 b2 d0 df b4 8a 6c 91 39 dd d7 f7 69 66 e9 28\n"
     "176  e6 35 55 3b a7 6c 5c 87 9d 7b 35 d4 9e b2 e6 2b\n"
     "192  08 71 cd ac 63 89 39 e2 5e 8a 1e 0e f9 d5 28 0f\n"
     "208  a8 ca 32 8b 35 1c 3c 76 59 89 cb cf 3d aa 8b 6c\n"
     "224  cc 3a af 9f 39 79 c9 2b 37 20 fc 88 dc 95 ed 84\n"
     "240  a1 be 05 9c 64 99 b9 fd a2 36 e7 e8 18 b0 4b 0b\n"
     "256  c3 9c 1e 87 6b 19 3b fe 55 69 75 3f 88 12 8c c0\n"
     "272  8a aa 9b 63 d1 a1 6f 80 ef 25 54 d7 18 9c 41 1f\n"
     "288  58 69 ca 52 c5 b8 3f a3 6f f2 16 b9 c1 d3 00 62\n"
     "304  be bc fd 2d c5 bc e0 91 19 34 fd a7 9a 86 f6 e6\n"
     "320  98 ce d7 59 c3 ff 9b 64 77 33 8f 3d a4 f9 cd 85\n"
     "336  14 ea 99 82 cc af b3 41 b2 38 4d d9 02 f3 d1 ab\n"
     "352  7a c6 1d d2 9c 6f 21 ba 5b 86 2f 37 30 e3 7c fd\n"
     "368  c4 fd 80 6c 22 f2 21\n"},
    {kKeyJabberwock, kNonceTwo, 42, kJabberwocky,
     "000  62 e6 34 7f 95 ed 87 a4 5f fa e7 42 6f 27 a1 df\n"
     "016  5f b6 91 10 04 4c 0d 73 11 8e ff a9 5b 01 e5 cf\n"
     "032  16 6d 3d f2 d7 21 ca f9 b2 1e 5f b1 4c 61 68 71\n"
     "048  fd 84 c5 4f 9d 65 b2 83 19 6c 7f e4 f6 05 53 eb\n"
     "064  f3 9c 64 02 c4 22 34 e3 2a 35 6b 3e 76 43 12 a6\n"
     "080  1a 55 32 05 57 16 ea d6 96 25 68 f8 7d 3f 3f 77\n"
     "096  04 c6 a8 d1 bc d1 bf 4d 50 d6 15 4b 6d a7 31 b1\n"
     "112  87 b5 8d fd 72 8a fa 36 75 7a 79 7a c1 88 d1\n"},
};

// Appendix A.3 Poly1305 Message Authentication Code. #1-#4 as hex dumps;
// #5-#11 print R, S, data and tag as rows of bytes, kept so.
struct MacVector {
    const char* key;  // #1-#4: the one-time key; #5-#11: R then S
    const char* text;
    const char* tag;
};
inline constexpr const char* kZeros16 = "000  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n";
inline constexpr MacVector kA3[] = {
    {kZeroKey, kZeros64, kZeros16},
    {"000  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "016  36 e5 f6 b5 c5 e0 60 70 f0 ef ca 96 22 7a 86 3e\n",
     kIetfSubmission, "000  36 e5 f6 b5 c5 e0 60 70 f0 ef ca 96 22 7a 86 3e\n"},
    {"000  36 e5 f6 b5 c5 e0 60 70 f0 ef ca 96 22 7a 86 3e\n"
     "016  00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     kIetfSubmission, "000  f3 47 7e 7c d9 54 17 af 89 a6 b8 79 4c 31 0c f0\n"},
    {kKeyJabberwock, kJabberwocky, "000  45 41 66 9a 7e aa ee 61 e7 08 dc 7c bc c5 eb 62\n"},
    // #5: partially reduced final result that is not fully reduced.
    {"02 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF\n",
     "03 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"},
    // #6: the addition of s overflows modulo 2^128.
    {"02 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF\n",
     "02 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "03 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"},
    // #7: a data limb all ones with a carry from the lower limb.
    {"01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF\n"
     "F0 FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF\n"
     "11 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "05 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"},
    // #8: the polynomial part is exactly 2^130-5.
    {"01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF\n"
     "FB FE FE FE FE FE FE FE FE FE FE FE FE FE FE FE\n"
     "01 01 01 01 01 01 01 01 01 01 01 01 01 01 01 01\n",
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"},
    // #9: the polynomial part is exactly 2^130-6.
    {"02 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "FD FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF\n",
     "FA FF FF FF FF FF FF FF FF FF FF FF FF FF FF FF\n"},
    // #10: 5*H+L-type reduction with a 131-bit intermediate result.
    {"01 00 00 00 00 00 00 00 04 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "E3 35 94 D7 50 5E 43 B9 00 00 00 00 00 00 00 00\n"
     "33 94 D7 50 5E 43 79 CD 01 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
     "01 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "14 00 00 00 00 00 00 00 55 00 00 00 00 00 00 00\n"},
    // #11: 5*H+L-type reduction with a 131-bit final result.
    {"01 00 00 00 00 00 00 00 04 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "E3 35 94 D7 50 5E 43 B9 00 00 00 00 00 00 00 00\n"
     "33 94 D7 50 5E 43 79 CD 01 00 00 00 00 00 00 00\n"
     "00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n",
     "13 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"},
};

// Appendix A.4 Poly1305 Key Generation Using ChaCha20.
struct KeyGenVector {
    const char* key;
    const char* nonce;
    const char* one_time_key;
};
inline constexpr KeyGenVector kA4[] = {
    {kZeroKey, kZeroNonce,
     "000  76 b8 e0 ad a0 f1 3d 90 40 5d 6a e5 53 86 bd 28\n"
     "016  bd d2 19 b8 a0 8d ed 1a a8 36 ef cc 8b 77 0d c7\n"},
    {kKeyOne, kNonceTwo,
     "000  ec fa 25 4f 84 5f 64 74 73 d3 cb 14 0d a9 e8 76\n"
     "016  06 cb 33 06 6c 44 7b 87 bc 26 66 dd e3 fb b7 39\n"},
    {kKeyJabberwock, kNonceTwo,
     "000  96 5e 3b c6 f9 ec 7e d9 56 08 08 f4 d2 29 f9 4b\n"
     "016  13 7f f2 75 ca 9b 3f cb dd 59 de aa d2 33 10 ae\n"},
};

// Appendix A.5 ChaCha20-Poly1305 AEAD Decryption (key as kKeyJabberwock).
inline constexpr const char* kA5Ciphertext =
    "000  64 a0 86 15 75 86 1a f4 60 f0 62 c7 9b e6 43 bd\n"
    "016  5e 80 5c fd 34 5c f3 89 f1 08 67 0a c7 6c 8c b2\n"
    "032  4c 6c fc 18 75 5d 43 ee a0 9e e9 4e 38 2d 26 b0\n"
    "048  bd b7 b7 3c 32 1b 01 00 d4 f0 3b 7f 35 58 94 cf\n"
    "064  33 2f 83 0e 71 0b 97 ce 98 c8 a8 4a bd 0b 94 81\n"
    "080  14 ad 17 6e 00 8d 33 bd 60 f9 82 b1 ff 37 c8 55\n"
    "096  97 97 a0 6e f4 f0 ef 61 c1 86 32 4e 2b 35 06 38\n"
    "112  36 06 90 7b 6a 7c 02 b0 f9 f6 15 7b 53 c8 67 e4\n"
    "128  b9 16 6c 76 7b 80 4d 46 a5 9b 52 16 cd e7 a4 e9\n"
    "144  90 40 c5 a4 04 33 22 5e e2 82 a1 b0 a0 6c 52 3e\n"
    "160  af 45 34 d7 f8 3f a1 15 5b 00 47 71 8c bc 54 6a\n"
    "176  0d 07 2b 04 b3 56 4e ea 1b 42 22 73 f5 48 27 1a\n"
    "192  0b b2 31 60 53 fa 76 99 19 55 eb d6 31 59 43 4e\n"
    "208  ce bb 4e 46 6d ae 5a 10 73 a6 72 76 27 09 7a 10\n"
    "224  49 e6 17 d9 1d 36 10 94 fa 68 f0 ff 77 98 71 30\n"
    "240  30 5b ea ba 2e da 04 df 99 7b 71 4d 6c 6f 2c 29\n"
    "256  a6 ad 5c b4 02 2b 02 70 9b\n";
inline constexpr const char* kA5Nonce = "000  00 00 00 00 01 02 03 04 05 06 07 08\n";
inline constexpr const char* kA5Aad = "000  f3 33 88 86 00 00 00 00 00 00 4e 91\n";
inline constexpr const char* kA5Tag = "000  ee ad 9d 67 89 0c bb 22 39 23 36 fe a1 85 1f 38\n";
inline constexpr const char* kA5OneTimeKey =
    "000  bd f0 4a a9 5c e4 de 89 95 b1 4b b6 a1 8f ec af\n"
    "016  26 47 8f 50 c0 54 f5 63 db c0 a2 1e 26 15 72 aa\n";
inline constexpr const char* kA5Plaintext =
    "000  49 6e 74 65 72 6e 65 74 2d 44 72 61 66 74 73 20\n"
    "016  61 72 65 20 64 72 61 66 74 20 64 6f 63 75 6d 65\n"
    "032  6e 74 73 20 76 61 6c 69 64 20 66 6f 72 20 61 20\n"
    "048  6d 61 78 69 6d 75 6d 20 6f 66 20 73 69 78 20 6d\n"
    "064  6f 6e 74 68 73 20 61 6e 64 20 6d 61 79 20 62 65\n"
    "080  20 75 70 64 61 74 65 64 2c 20 72 65 70 6c 61 63\n"
    "096  65 64 2c 20 6f 72 20 6f 62 73 6f 6c 65 74 65 64\n"
    "112  20 62 79 20 6f 74 68 65 72 20 64 6f 63 75 6d 65\n"
    "128  6e 74 73 20 61 74 20 61 6e 79 20 74 69 6d 65 2e\n"
    "144  20 49 74 20 69 73 20 69 6e 61 70 70 72 6f 70 72\n"
    "160  69 61 74 65 20 74 6f 20 75 73 65 20 49 6e 74 65\n"
    "176  72 6e 65 74 2d 44 72 61 66 74 73 20 61 73 20 72\n"
    "192  65 66 65 72 65 6e 63 65 20 6d 61 74 65 72 69 61\n"
    "208  6c 20 6f 72 20 74 6f 20 63 69 74 65 20 74 68 65\n"
    "224  6d 20 6f 74 68 65 72 20 74 68 61 6e 20 61 73 20\n"
    "240  2f e2 80 9c 77 6f 72 6b 20 69 6e 20 70 72 6f 67\n"
    "256  72 65 73 73 2e 2f e2 80 9d\n";

}  // namespace rfc8439
