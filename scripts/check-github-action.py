#!/usr/bin/env python3
"""Runs action.yml's composite steps the way the Actions runner does, without GitHub.

Each step's `${{ … }}` expressions are evaluated (inputs, the build step's outputs), its `env`
is set, GITHUB_ACTION_PATH, GITHUB_OUTPUT and GITHUB_WORKSPACE are provided, and its `run`
script runs under bash in the step's working directory. Then the output is read as GitHub
reads it: workflow commands are stopped while wirelint runs and resumed before the
annotations, each annotation's file is made relative to the workspace as the runner does,
and it must name a file of the repository from its root, also when the action lints a folder
below it (`working-directory`); the SARIF file's locations likewise. The job summary
(GITHUB_STEP_SUMMARY) must count the findings per rule and draw each error's path as a
Mermaid flowchart, checked line by line (no Mermaid parser runs offline). The exit status is
the lint's.

    scripts/check-github-action.py path/to/wirelint

The build step is run twice more with a stand-in `swift` on the PATH, to check that without
a `binary` input it builds the release product from the action's folder. The script itself is
checked for array expansions that macOS's bash 3.2 rejects when the array is empty.
"""
import json
import os
import platform
import hashlib
import re
import shutil
import stat
import subprocess
import sys
import tempfile
import urllib.parse
import zipfile

import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def fail(message, output=""):
    print(f"check-github-action: {message}", file=sys.stderr)
    if output:
        print("    " + output.replace("\n", "\n    "), file=sys.stderr)
    sys.exit(1)


def evaluate(value, inputs, outputs, runner):
    def replace(match):
        return lookup(match.group(1).strip(), inputs, outputs, runner)
    return re.sub(r"\$\{\{(.*?)\}\}", replace, str(value))


def lookup(expression, inputs, outputs, runner):
    if expression.startswith("inputs."):
        return inputs[expression[len("inputs."):]]
    if expression.startswith("runner."):
        return runner[expression[len("runner."):]]
    step_output = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
    if step_output:
        return outputs.get(step_output.group(1), {}).get(step_output.group(2), "")
    fail(f"unsupported expression ${{{{ {expression} }}}}")


def condition_holds(condition, inputs, outputs, runner):
    """A step's `if`: comparisons of an expression with a string, joined by `&&`."""
    for comparison in condition.split("&&"):
        parts = re.fullmatch(r"\s*([\w.-]+)\s*(==|!=)\s*'([^']*)'\s*", comparison)
        if not parts:
            fail(f"unsupported condition {condition!r}")
        equal = lookup(parts.group(1), inputs, outputs, runner) == parts.group(3)
        if equal != (parts.group(2) == "=="):
            return False
    return True


def this_runner(tool_cache):
    """The runner context of a GitHub-hosted runner like this machine."""
    system = {"Linux": "Linux", "Darwin": "macOS"}[platform.system()]
    arch = {"x86_64": "X64", "amd64": "X64", "aarch64": "ARM64", "arm64": "ARM64"}[platform.machine().lower()]
    return {"os": system, "arch": arch, "tool_cache": tool_cache}


class Cache:
    """actions/cache/restore and actions/cache/save: folders kept by key between jobs."""

    def __init__(self, folder):
        self.folder = folder

    def run(self, step, inputs, outputs, runner):
        action = step["uses"]
        path = evaluate(step["with"]["path"], inputs, outputs, runner)
        key = evaluate(step["with"]["key"], inputs, outputs, runner)
        release = outputs.get("release", {})
        if key != f"wirelint-{release.get('version')}-{release.get('variant')}":
            fail(f"{action}: unexpected key {key!r}")
        stored = os.path.join(self.folder, key)
        if action == "actions/cache/restore@v4":
            hit = os.path.isdir(stored)
            if hit:
                shutil.copytree(stored, path, dirs_exist_ok=True)
            return {"cache-hit": "true" if hit else "false"}
        if action == "actions/cache/save@v4":
            if os.path.exists(stored):
                fail(f"{action}: the key {key} is saved already")
            shutil.copytree(path, stored)
            return {}
        fail(f"unsupported action {action}")


def run_action(action, given, workdir, extra_path=None, runner=None, cache=None):
    """Runs the steps; the job summary they write is left in workdir/step-summary.md."""
    declared = action["inputs"]
    unknown = set(given) - set(declared)
    if unknown:
        fail(f"unknown inputs {unknown}")
    inputs = {name: str(given.get(name, spec.get("default", ""))) for name, spec in declared.items()}
    runner = runner or this_runner(os.path.join(workdir, "tool-cache"))
    cache = cache or Cache(os.path.join(workdir, "cache"))
    outputs = {}
    transcript = []
    status = 0
    stdout = ""
    summary = os.path.join(workdir, "step-summary.md")
    if os.path.exists(summary):
        os.remove(summary)
    for step in action["runs"]["steps"]:
        if "if" in step and not condition_holds(step["if"], inputs, outputs, runner):
            continue
        if "uses" in step:
            outputs[step.get("id", step["uses"])] = cache.run(step, inputs, outputs, runner)
            continue
        if step.get("shell") != "bash" or "run" not in step:
            fail(f"step {step.get('name')} is not a bash run step")
        with tempfile.NamedTemporaryFile("r", delete=False) as output_file:
            output_path = output_file.name
        env = dict(os.environ, GITHUB_ACTION_PATH=ROOT, GITHUB_OUTPUT=output_path, GITHUB_WORKSPACE=workdir,
                   GITHUB_STEP_SUMMARY=summary)
        if extra_path:
            env["PATH"] = extra_path + os.pathsep + env["PATH"]
        env.update({key: evaluate(value, inputs, outputs, runner) for key, value in step.get("env", {}).items()})
        cwd = os.path.join(workdir, evaluate(step.get("working-directory", "."), inputs, outputs, runner))
        result = subprocess.run(["bash", "-e", "-c", step["run"]], cwd=cwd, env=env, capture_output=True, text=True)
        transcript.append(result.stdout + result.stderr)
        stdout = result.stdout
        with open(output_path) as output_file:
            pairs = [line.split("=", 1) for line in output_file.read().splitlines() if "=" in line]
        os.unlink(output_path)
        if "id" in step:
            outputs[step["id"]] = dict(pairs)
        status = result.returncode
        if status != 0:
            return status, result.stdout, "\n".join(transcript), outputs
    return status, stdout, "\n".join(transcript), outputs


# An error (an @EnvironmentObject read in init) and a warning (an @Environment value read in init).
APP = {
    "CartBadge.swift": """import SwiftUI

struct CartBadge: View {
    @EnvironmentObject private var cart: Cart
    @State private var seenCount = 0

    init() {
        _seenCount = State(initialValue: cart.items.count)
    }

    var body: some View {
        Text("\\(seenCount)")
    }
}
""",
    "DateHeader.swift": """import SwiftUI

struct DateHeader: View {
    @Environment(\\.locale) private var locale
    private var title = ""

    init(date: Date) {
        title = date.formatted(Date.FormatStyle(locale: locale))
    }

    var body: some View {
        Text(title)
    }
}
""",
}
# The finding's line has a two-byte letter before it: GitHub counts columns in UTF-16 units.
ACCENT_LINE = '        _seenCount = State(initialValue: "café".isEmpty ? 0 : cart.items.count)'
APP["AccentBadge.swift"] = APP["CartBadge.swift"].replace("CartBadge", "AccentBadge").replace(
    "        _seenCount = State(initialValue: cart.items.count)", ACCENT_LINE)
# An error with a path, for the job summary's diagram: the preview crashes in OrderBadge.
APP["OrderScreen.swift"] = """import SwiftUI

struct OrderScreen: View {
    var body: some View {
        OrderBadge()
    }
}

struct OrderBadge: View {
    @EnvironmentObject private var cart: Cart

    var body: some View {
        Text("\\(cart.items.count)")
    }
}

#Preview {
    OrderScreen()
}
"""
# A file name a pull request could use to forge a workflow command through the report.
APP["::error title=forged::pwned.swift"] = APP["CartBadge.swift"].replace("CartBadge", "ForgedBadge")


def unescape(text):
    return text.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":").replace("%2C", ",").replace("%25", "%")


def annotations(stdout, workdir):
    """The annotations GitHub makes of a step's output, as (severity, file, line, column), after
    checking that commands are off while wirelint runs and back on for its report."""
    lines = stdout.splitlines()
    stop = re.fullmatch(r"::stop-commands::(wirelint-[0-9a-f]{32})", lines[0]) if lines else None
    resume = [index for index, line in enumerate(lines) if stop and line == f"::{stop.group(1)}::"]
    if not stop or not resume:
        fail("workflow commands are not stopped while wirelint runs", stdout)
    found = []
    for line in lines[resume[0] + 1:]:
        command = re.fullmatch(r"::(error|warning) ([^:]*)::(.*)", line)
        if not command:
            fail(f"not an annotation: {line!r}", stdout)
        properties = dict(pair.split("=", 1) for pair in command.group(2).split(","))
        path = unescape(properties["file"])
        # The runner makes a path inside the workspace relative to it.
        if os.path.isabs(path) and path.startswith(workdir + os.sep):
            path = os.path.relpath(path, workdir)
        found.append((command.group(1), path, int(properties["line"]), int(properties.get("col", 0))))
    return found


def sarif_paths(sarif_file, workdir):
    """The files of the SARIF results as code scanning reads them: relative from the repository's
    root, absolute `file:` URIs made relative to the checkout."""
    with open(sarif_file) as file:
        run = json.load(file)["runs"][0]
    paths = []
    for result in run["results"]:
        artifact = result["locations"][0]["physicalLocation"]["artifactLocation"]
        uri = urllib.parse.unquote(artifact["uri"])
        if uri.startswith("file://"):
            if "uriBaseId" in artifact:
                fail(f"an absolute URI with a base id: {artifact}")
            uri = os.path.relpath(uri[len("file://"):], workdir)
        paths.append(uri)
    return paths


def check_job_summary(workdir, found):
    """The summary counts each rule's findings like the annotations and draws a flowchart per
    error with a path; no text in it can open HTML or break out of a Mermaid label."""
    with open(os.path.join(workdir, "step-summary.md")) as file:
        summary = file.read()
    if not summary.startswith("## wirelint\n"):
        fail("the job summary has no wirelint heading", summary)
    errors = sum(1 for severity, _, _, _ in found if severity == "error")
    warnings = len(found) - errors
    rows = re.findall(r"^\| `([a-z_]+)` \| (\d+) \| (\d+) \|$", summary, re.MULTILINE)
    if (sum(int(row[1]) for row in rows), sum(int(row[2]) for row in rows)) != (errors, warnings):
        fail(f"the job summary counts {rows}, the annotations {errors} errors and {warnings} warnings", summary)
    diagrams = re.findall(r"^```mermaid\n(.*?)^```$", summary, re.MULTILINE | re.DOTALL)
    if not diagrams:
        fail("the job summary draws no error's path", summary)
    for diagram in diagrams:
        lines = diagram.splitlines()
        if lines[0] != "flowchart TD":
            fail("a diagram is not a flowchart", diagram)
        for line in lines[1:]:
            if not re.fullmatch(r'  s\d+\["[^"<>]*"\]|  s\d+ --> s\d+', line):
                fail(f"not a Mermaid node or link: {line!r}", diagram)
    if not any("OrderScreen.swift" in diagram and "OrderBadge" in diagram for diagram in diagrams):
        fail("the preview's path through OrderScreen to OrderBadge is not drawn", summary)
    if "<" in summary:
        fail("the job summary holds unescaped markup", summary)


def check_bash_32_arrays():
    """`"${a[@]}"` of an empty array is an unbound variable under `set -u` in bash before 4.4:
    arrays that can be empty (read from an input, or starting empty) must be expanded as
    `${a[@]+"${a[@]}"}`."""
    with open(os.path.join(ROOT, "scripts", "github-action.sh")) as file:
        script = file.read()
    may_be_empty = set(re.findall(r"read -r -a (\w+)", script)) | set(re.findall(r"(\w+)=\(\)", script))
    unguarded = re.sub(r'\$\{(\w+)\[@\]\+"\$\{\1\[@\]\}"\}', "", script)
    for name in sorted(may_be_empty):
        if f"${{{name}[@]" in unguarded:
            fail(f"scripts/github-action.sh: expand ${name} as ${{{name}[@]+\"${{{name}[@]}}\"}} for bash 3.2")


RELEASES = "https://github.com/wirelint/wirelint/releases/download"
# The stand-in `curl`: logs the URL and serves it from a folder laid out like the URLs, as
# `curl -fsSL -o FILE URL` does; an unknown release is curl's HTTP error.
FAKE_CURL = """#!/bin/sh
for url; do :; done
while [ $# -gt 0 ]; do if [ "$1" = -o ]; then output="$2"; fi; shift; done
echo "$url" >>"{log}"
case "$url" in {releases}/*) ;; *) exit 6 ;; esac
cp "{server}/${{url#{releases}/}}" "$output" 2>/dev/null || exit 22
"""


def publish(server, version, variant, zip_path, corrupt=False):
    """Puts a release zip and its checksum where the stand-in curl serves them."""
    name = f"wirelint-{version}-{variant}.zip"
    folder = os.path.join(server, f"v{version}")
    os.makedirs(folder, exist_ok=True)
    with open(zip_path, "rb") as file:
        content = file.read()
    with open(os.path.join(folder, f"{name}.sha256"), "w") as file:
        file.write(f"{hashlib.sha256(content).hexdigest()}  {name}\n")
    if corrupt:
        with open(os.path.join(folder, name), "wb") as file:
            file.write(content[:-1] + bytes([content[-1] ^ 1]))
    else:
        os.symlink(zip_path, os.path.join(folder, name))


def check_release_download(action, binary, workdir, expected_files):
    """Without `binary`: the release executable for the runner, downloaded with its checksum,
    verified, cached, and restored from the cache by the next job."""
    version = subprocess.run([os.path.join(ROOT, "scripts", "release-version.sh")],
                             capture_output=True, text=True, check=True).stdout.strip()
    zip_path = os.path.join(workdir, "release.zip")
    with zipfile.ZipFile(zip_path, "w") as archive:
        entry = zipfile.ZipInfo("wirelint")
        entry.external_attr = (stat.S_IFREG | 0o755) << 16
        with open(binary, "rb") as file:
            archive.writestr(entry, file.read())
    server = os.path.join(workdir, "releases")
    for variant in ["linux-x86_64", "linux-aarch64", "macos-universal"]:
        publish(server, version, variant, zip_path)
    publish(server, "9.9.9", "linux-x86_64", zip_path)
    publish(server, "6.6.6", "linux-x86_64", zip_path, corrupt=True)
    fake = os.path.join(workdir, "fake-curl")
    os.makedirs(fake)
    log = os.path.join(workdir, "curl-calls")
    with open(os.path.join(fake, "curl"), "w") as file:
        file.write(FAKE_CURL.format(log=log, server=server, releases=RELEASES))
    os.chmod(os.path.join(fake, "curl"), 0o755)

    def job(name, given, runner_os="Linux", arch="X64", cache=None):
        """One job on a fresh runner; returns its status, stdout, transcript, outputs and URLs."""
        if os.path.exists(log):
            os.remove(log)
        runner = {"os": runner_os, "arch": arch, "tool_cache": os.path.join(workdir, name, "tool-cache")}
        result = run_action(action, dict({"paths": "App"}, **given), workdir, extra_path=fake, runner=runner,
                            cache=cache or Cache(os.path.join(workdir, name, "cache")))
        urls = open(log).read().splitlines() if os.path.exists(log) else []
        return result + (urls,)

    def urls_of(release_version, variant):
        name = f"wirelint-{release_version}-{variant}.zip"
        return [f"{RELEASES}/v{release_version}/{name}", f"{RELEASES}/v{release_version}/{name}.sha256"]

    # The action's own version for a Linux x86_64 runner, then a second job restored from the cache.
    shared_cache = Cache(os.path.join(workdir, "shared-cache"))
    for name, expected_urls in [("first", urls_of(version, "linux-x86_64")), ("second", [])]:
        status, stdout, transcript, outputs, urls = job(name, {}, cache=shared_cache)
        if urls != expected_urls:
            fail(f"{name} job: downloaded {urls}, expected {expected_urls}", transcript)
        installed = os.path.join(workdir, name, "tool-cache", "wirelint", version, "linux-x86_64", "wirelint")
        if outputs.get("build", {}).get("binary") != installed or not os.access(installed, os.X_OK):
            fail(f"{name} job: the release executable is not {installed}", transcript)
        if status != 1 or {path for _, path, _, _ in annotations(stdout, workdir)} != expected_files:
            fail(f"{name} job: the release executable did not lint (status {status})", transcript)

    # Each runner gets its variant; one without a release stops before downloading.
    for runner_os, arch, variant in [("Linux", "ARM64", "linux-aarch64"), ("macOS", "ARM64", "macos-universal"),
                                     ("macOS", "X64", "macos-universal")]:
        status, _, transcript, _, urls = job(f"{runner_os}-{arch}", {}, runner_os, arch)
        if status != 1 or urls != urls_of(version, variant):
            fail(f"a {runner_os} {arch} runner downloaded {urls} (status {status})", transcript)
    status, stdout, transcript, _, urls = job("windows", {}, "Windows", "X64")
    if status != 2 or "::error" not in stdout or urls:
        fail("a Windows runner should stop with an annotation, downloading nothing", transcript)

    # The `version` input names the release.
    status, _, transcript, _, urls = job("pinned", {"version": "9.9.9"})
    if status != 1 or urls != urls_of("9.9.9", "linux-x86_64"):
        fail(f"version 9.9.9 downloaded {urls} (status {status})", transcript)

    # A zip that does not match its checksum, or a release that is not there, stops with exit 2,
    # leaving nothing to run or to cache.
    for name, release_version, message in [("corrupt", "6.6.6", "does not match"), ("missing", "0.0.0", "could not download")]:
        cache = Cache(os.path.join(workdir, name, "cache"))
        status, stdout, transcript, _, _ = job(name, {"version": release_version}, cache=cache)
        error = re.search(r"^::error title=wirelint::.*", stdout, re.MULTILINE)
        if status != 2 or not error or message not in error.group(0):
            fail(f"release {release_version}: expected exit 2 with an annotation, got {status}", transcript)
        if os.path.exists(os.path.join(workdir, name, "tool-cache", "wirelint", release_version, "linux-x86_64", "wirelint")) \
                or os.path.exists(cache.folder):
            fail(f"release {release_version}: an executable was installed or cached", transcript)


def main():
    binary = os.path.abspath(sys.argv[1])
    with open(os.path.join(ROOT, "action.yml")) as file:
        action = yaml.safe_load(file)
    if action["runs"]["using"] != "composite":
        fail("action.yml is not a composite action")
    check_bash_32_arrays()

    with tempfile.TemporaryDirectory() as workdir:
        workdir = os.path.realpath(workdir)
        os.makedirs(os.path.join(workdir, "App"))
        for name, source in APP.items():
            with open(os.path.join(workdir, "App", name), "w") as file:
                file.write(source)
        expected_files = {f"App/{name}" for name in APP}
        # A lint with findings: annotations, SARIF, exit 1.
        status, stdout, transcript, outputs = run_action(
            action, {"binary": binary, "paths": "App", "args": "--jobs 2", "sarif-file": "wirelint.sarif"}, workdir)
        if status != 1:
            fail(f"expected exit status 1 for the error finding, got {status}", transcript)
        if outputs.get("build", {}).get("binary") != binary:
            fail("the build step did not output the given binary", transcript)
        found = annotations(stdout, workdir)
        if {path for _, path, _, _ in found} != expected_files:
            fail(f"annotations name {sorted({path for _, path, _, _ in found})}", stdout)
        if {severity for severity, _, _, _ in found} != {"error", "warning"}:
            fail("expected error and warning annotations", stdout)
        utf16_column = len(ACCENT_LINE[:ACCENT_LINE.index("cart")].encode("utf-16-le")) // 2 + 1
        if ("error", "App/AccentBadge.swift", 8, utf16_column) not in found:
            fail(f"the AccentBadge annotation is not at line 8, UTF-16 column {utf16_column}", stdout)
        if sorted(sarif_paths(os.path.join(workdir, "wirelint.sarif"), workdir)) != sorted(path for _, path, _, _ in found):
            fail("the SARIF file does not hold the same findings", transcript)
        check_job_summary(workdir, found)

        # Run inside App: paths are still from the repository's root, in annotations and SARIF.
        status, stdout, transcript, _ = run_action(
            action, {"binary": binary, "working-directory": "App", "sarif-file": "wirelint.sarif"}, workdir)
        found = annotations(stdout, workdir)
        if status != 1 or {path for _, path, _, _ in found} != expected_files:
            fail("linted from App, annotations do not name the files from the repository's root", stdout)
        if set(sarif_paths(os.path.join(workdir, "App", "wirelint.sarif"), workdir)) != expected_files:
            fail("linted from App, the SARIF file does not name the files from the repository's root", transcript)

        # Clean code: exit 0, no annotations.
        os.makedirs(os.path.join(workdir, "Clean"))
        with open(os.path.join(workdir, "Clean", "Plain.swift"), "w") as file:
            file.write("struct Plain {}\n")
        status, stdout, transcript, _ = run_action(action, {"binary": binary, "working-directory": "Clean"}, workdir)
        if status != 0 or annotations(stdout, workdir):
            fail(f"a clean project should pass without annotations (status {status})", transcript)

        # A binary that does not exist stops at the build step.
        status, stdout, transcript, _ = run_action(action, {"binary": os.path.join(workdir, "nope")}, workdir)
        if status != 2 or "::error" not in stdout:
            fail("a missing binary should fail the build step with an annotation", transcript)

        check_release_download(action, binary, workdir, expected_files)

        # `build-from-source`: a release build of the action's own package, with the Swift runtime
        # linked in on Linux, and without when the toolchain cannot link it statically.
        fake = os.path.join(workdir, "fake-swift")
        os.makedirs(fake)
        log = os.path.join(workdir, "swift-calls")
        release = f"-c release --package-path {ROOT}"
        static = " --static-swift-stdlib" if platform.system() == "Linux" else ""
        cases = [(True, [f"build {release}{static} --product wirelint", f"build {release}{static} --show-bin-path"])]
        if static:
            cases.append((False, [f"build {release}{static} --product wirelint", f"build {release} --product wirelint",
                                  f"build {release} --show-bin-path"]))
        for static_links, expected in cases:
            if os.path.exists(log):
                os.remove(log)
            refuse = "" if static_links else '*--static-swift-stdlib*--product*) exit 1;; '
            with open(os.path.join(fake, "swift"), "w") as file:
                file.write(f'#!/bin/sh\necho "$@" >> "{log}"\n'
                           f'case "$*" in {refuse}*--show-bin-path*) echo "{os.path.dirname(binary)}";; esac\n')
            os.chmod(os.path.join(fake, "swift"), 0o755)
            status, _, transcript, outputs = run_action(
                action, {"paths": "App", "build-from-source": "true"}, workdir, extra_path=fake)
            with open(log) as file:
                calls = file.read().splitlines()
            if calls != expected:
                fail(f"unexpected build commands: {calls}, expected {expected}", transcript)
            if outputs["build"]["binary"] != binary or status != 1:
                fail("the built binary was not the one that ran", transcript)
        # A build that fails stops the action there.
        with open(os.path.join(fake, "swift"), "w") as file:
            file.write("#!/bin/sh\nexit 1\n")
        status, _, transcript, outputs = run_action(
            action, {"paths": "App", "build-from-source": "true"}, workdir, extra_path=fake)
        if status == 0 or "binary" in outputs.get("build", {}):
            fail(f"a failed build should stop the action (status {status})", transcript)
    print("check-github-action: ok", file=sys.stderr)


if __name__ == "__main__":
    main()
