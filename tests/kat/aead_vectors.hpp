// SPDX-License-Identifier: Apache-2.0
// Test support for the AES constructions (GCM, CCM, CMAC, key wrap): a CAVP
// reader that streams one record at a time, and the variant lists.
#pragma once
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

#include "ucrypt/aead.hpp"
#include "ucrypt/aes.hpp"
#include "ucrypt/ghash.hpp"
#include "variants.hpp"  // for_each_aes, for_each_gcm

namespace ucrypt::test {

// Reads a CAVP .rsp/.txt file group by group (groups are separated by blank
// lines), so that the 3 MB GCM files never sit in the 4 MB of a Cortex-M run.
// A group with a "Count"/"COUNT" line is a record; the "key = value" lines of
// other groups and of "[a = b, c = d]" headers stay in force for the records
// that follow (CCM puts Key, Nonce and the lengths there). A bare "FAIL" line
// becomes the field FAIL = 1.
class CavpStream {
public:
    explicit CavpStream(const std::string& path) : f_(std::fopen(path.c_str(), "rb")) {}
    ~CavpStream()
    {
        if (f_) std::fclose(f_);
    }
    CavpStream(const CavpStream&) = delete;
    CavpStream& operator=(const CavpStream&) = delete;
    bool ok() const { return f_ != nullptr; }

    bool next()
    {
        record_.clear();
        std::vector<std::pair<std::string, std::string>> group;
        std::string line;
        bool more = true;
        while (more) {
            more = read_line(line);
            if (!line.empty() && line[0] == '[') {
                parse_header(line);
            } else if (!line.empty() && line[0] != '#') {
                add(group, line);
            }
            if (more && !line.empty()) continue;
            if (group.empty()) continue;
            if (has_count(group)) {
                record_ = std::move(group);
                return true;
            }
            for (auto& kv : group) set(global_, kv.first, kv.second);
            group.clear();
        }
        return false;
    }

    // The record's value, else the value in force from headers; nullptr if neither.
    const std::string* get(const char* key) const
    {
        for (const auto& kv : record_)
            if (kv.first == key) return &kv.second;
        for (const auto& kv : global_)
            if (kv.first == key) return &kv.second;
        return nullptr;
    }
    bool has(const char* key) const { return get(key) != nullptr; }

private:
    using Fields = std::vector<std::pair<std::string, std::string>>;
    static std::string trim(const std::string& s)
    {
        const char* ws = " \t\r\n";
        const std::size_t b = s.find_first_not_of(ws);
        if (b == std::string::npos) return {};
        return s.substr(b, s.find_last_not_of(ws) - b + 1);
    }
    static void set(Fields& f, const std::string& k, const std::string& v)
    {
        for (auto& kv : f)
            if (kv.first == k) {
                kv.second = v;
                return;
            }
        f.emplace_back(k, v);
    }
    static bool has_count(const Fields& f)
    {
        for (const auto& kv : f)
            if (kv.first == "Count" || kv.first == "COUNT") return true;
        return false;
    }
    static void add(Fields& f, const std::string& line)
    {
        const std::size_t eq = line.find('=');
        if (eq == std::string::npos) {
            f.emplace_back(trim(line), "1");
            return;
        }
        f.emplace_back(trim(line.substr(0, eq)), trim(line.substr(eq + 1)));
    }
    void parse_header(const std::string& line)
    {
        std::string body = line.substr(1, line.find(']') - 1);
        std::size_t start = 0;
        while (start <= body.size()) {
            std::size_t comma = body.find(',', start);
            if (comma == std::string::npos) comma = body.size();
            const std::string part = body.substr(start, comma - start);
            const std::size_t eq = part.find('=');
            if (eq != std::string::npos)
                set(global_, trim(part.substr(0, eq)), trim(part.substr(eq + 1)));
            start = comma + 1;
        }
    }
    bool read_line(std::string& line)
    {
        line.clear();
        int c;
        while ((c = std::fgetc(f_)) != EOF && c != '\n') line.push_back(static_cast<char>(c));
        line = trim(line);
        return c != EOF;
    }

    std::FILE* f_;
    Fields record_;
    Fields global_;
};

inline void report_vectors(const std::string& source, const std::string& variant, std::size_t n)
{
    std::printf("[vectors] %s (%s): %lu passed\n", source.c_str(), variant.c_str(),
                static_cast<unsigned long>(n));
}
// A backend this CPU lacks (not a missing file: that is fail_missing).
inline void report_skipped(const std::string& what)
{
    std::printf("[vectors] %s: SKIPPED\n", what.c_str());
}

}  // namespace ucrypt::test
