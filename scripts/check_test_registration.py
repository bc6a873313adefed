#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Every test source runs: each tests/**/*.cpp, *.c and *.sh is compiled into
a program that a registered ctest test runs (and each doctest TEST_SUITE in
it is selected by one of those tests), or is named by a test's command line
(scripts), or is listed in tests/support_files.txt as a helper.

usage: check_test_registration.py [--elsewhere GLOB]... SOURCE_DIR BUILD_DIR [BUILD_DIR...]

--elsewhere GLOB: sources (relative to SOURCE_DIR) that this configuration
does not build: another preset builds and checks them (tests/fuzz/* outside
the fuzz preset), or a dependency is missing and CMake said so.

Each BUILD_DIR must be configured (compile_commands.json) with its tests; a
file counts as registered if any of the build directories registers it.
Exit status 1 and one line per file when something would never run.
"""
import fnmatch
import json
import os
import re
import sys

SUITE = re.compile(r'TEST_SUITE(?:_BEGIN)?\s*\(\s*"([^"]+)"')
ADD_TEST_ARG = re.compile(r'"((?:[^"\\]|\\.)*)"')
CASE = re.compile(r'\bTEST_CASE(?:_TEMPLATE|_FIXTURE)?\s*\(')


def target_of(output):
    """The CMake target of an object file: .../CMakeFiles/<target>.dir/..."""
    m = re.search(r'CMakeFiles/([^/]+)\.dir/', output.replace(os.sep, '/'))
    return m.group(1) if m else None


def program_name(token):
    base = os.path.basename(token)
    for ext in ('.elf', '.exe'):
        if base.endswith(ext):
            base = base[: -len(ext)]
    return base


def load_build(build):
    """(sources -> targets, target -> list of test argument lists, all tokens)."""
    with open(os.path.join(build, 'compile_commands.json')) as f:
        commands = json.load(f)
    compiled = {}
    for c in commands:
        path = os.path.realpath(os.path.join(c.get('directory', ''), c['file']))
        t = target_of(c.get('output', '') or c.get('command', ''))
        if t:
            compiled.setdefault(path, set()).add(t)
    # The tests as ctest has them (CTestTestfile.cmake, written at configure
    # time with every path resolved), so the check needs no built program.
    runs = {}
    tokens = set()
    for root, _, files in os.walk(build):
        if 'CTestTestfile.cmake' not in files:
            continue
        with open(os.path.join(root, 'CTestTestfile.cmake')) as f:
            for line in f:
                if not line.startswith('add_test('):
                    continue
                cmd = [a.replace('\\"', '"') for a in ADD_TEST_ARG.findall(line)]
                for tok in cmd:
                    tokens.add(os.path.realpath(tok) if os.path.isabs(tok) else tok)
                    runs.setdefault(program_name(tok), []).append(cmd)
    return compiled, runs, tokens


def suites_selected(cmds):
    """Suites the tests of one program select; None when one runs them all."""
    chosen = set()
    for cmd in cmds:
        filters = [a.split('=', 1)[1] for a in cmd if a.startswith(('--test-suite=', '-ts='))]
        if not filters:
            return None
        for f in filters:
            chosen.update(f.split(','))
    return chosen


def check(src_dir, builds, elsewhere):
    tests_dir = os.path.join(src_dir, 'tests')
    helpers = []
    listing = os.path.join(tests_dir, 'support_files.txt')
    with open(listing) as f:
        for line in f:
            line = line.split('#', 1)[0].strip()
            if line:
                helpers.append(line)
    loaded = [load_build(b) for b in builds]
    problems = []
    for root, _, files in os.walk(tests_dir):
        for name in sorted(files):
            if not name.endswith(('.cpp', '.c', '.sh')):
                continue
            path = os.path.realpath(os.path.join(root, name))
            rel = os.path.relpath(path, os.path.realpath(src_dir))
            if any(fnmatch.fnmatch(rel, h) for h in helpers + elsewhere):
                continue
            with open(path, errors='replace') as f:
                text = f.read()
            suites = set(SUITE.findall(text))
            has_cases = bool(CASE.search(text))
            why = 'not compiled into a program that a ctest test runs, nor named by a test'
            for compiled, runs, tokens in loaded:
                if path in tokens or name in tokens:
                    why = None
                    break
                programs = [t for t in compiled.get(path, ()) if t in runs]
                if not programs:
                    continue
                missing = None
                for p in programs:
                    chosen = suites_selected(runs[p])
                    if chosen is None:
                        missing = set()
                        break
                    if has_cases and not suites:
                        missing = {'(test cases outside any TEST_SUITE)'}
                        continue
                    missing = suites - chosen
                    if not missing:
                        break
                if not missing:
                    why = None
                    break
                why = 'doctest suite(s) no ctest test selects: ' + ', '.join(sorted(missing))
            if why:
                problems.append(f'{rel}: {why}')
    for p in problems:
        print(f'unregistered test source: {p}')
    if not problems:
        print(f'every test source under {tests_dir} is registered ({len(builds)} build dir(s))')
    return 1 if problems else 0


if __name__ == '__main__':
    args = sys.argv[1:]
    skip = []
    while len(args) >= 2 and args[0] == '--elsewhere':
        skip.append(args[1])
        args = args[2:]
    if len(args) < 2:
        sys.exit(__doc__)
    sys.exit(check(args[0], args[1:], skip))
