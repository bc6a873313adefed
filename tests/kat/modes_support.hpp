// SPDX-License-Identifier: Apache-2.0
// Test support for the block-cipher modes: a .rsp reader that keeps one
// record in memory at a time (the XTS files are 250-370 kB and the Cortex-M runs have about 4 MB of RAM).
#pragma once
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "ucrypt/aes.hpp"
#include "variants.hpp"  // for_each_aes

namespace ucrypt::test {

using RspFields = std::vector<std::pair<std::string, std::string>>;

class RspStream {
public:
    explicit RspStream(const std::string& path) : f_(std::fopen(path.c_str(), "rb")) {}
    ~RspStream()
    {
        if (f_) std::fclose(f_);
    }
    RspStream(const RspStream&) = delete;
    RspStream& operator=(const RspStream&) = delete;
    bool ok() const { return f_ != nullptr; }

    // Next blank-line separated group of "key = value" lines; `section` is
    // the last "[...]" header seen (e.g. "ENCRYPT"). False at end of file.
    bool next(RspFields& fields, std::string& section)
    {
        fields.clear();
        std::string line;
        while (line_(line)) {
            if (line.empty()) {
                if (!fields.empty()) break;
                continue;
            }
            if (line[0] == '#') continue;
            if (line[0] == '[') {
                section_ = line.substr(1, line.find(']') - 1);
                continue;
            }
            const std::size_t eq = line.find('=');
            if (eq == std::string::npos) continue;
            fields.emplace_back(trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
        }
        section = section_;
        return !fields.empty();
    }

    static const std::string* get(const RspFields& f, const char* key)
    {
        for (const auto& kv : f)
            if (kv.first == key) return &kv.second;
        return nullptr;
    }

private:
    static std::string trim(const std::string& s)
    {
        const std::size_t b = s.find_first_not_of(" \t\r\n");
        if (b == std::string::npos) return {};
        return s.substr(b, s.find_last_not_of(" \t\r\n") - b + 1);
    }
    bool line_(std::string& line)
    {
        line.clear();
        int c = 0;
        while ((c = std::fgetc(f_)) != EOF && c != '\n') line.push_back(static_cast<char>(c));
        line = trim(line);
        return c != EOF || !line.empty();
    }
    std::FILE* f_;
    std::string section_;
};

}  // namespace ucrypt::test
