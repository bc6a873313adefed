// ucrypt — everything at once.
#pragma once
#include "ucrypt/bytes.hpp"
#include "ucrypt/config.hpp"
#include "ucrypt/ct.hpp"
#include "ucrypt/hkdf.hpp"
#include "ucrypt/hmac.hpp"
#include "ucrypt/kmac.hpp"
#include "ucrypt/rng.hpp"
#include "ucrypt/sha2.hpp"
#include "ucrypt/sha3.hpp"
#include "ucrypt/status.hpp"
#include "ucrypt/util.hpp"
#include "ucrypt/wipe.hpp"
