import Testing
import WirelintExtraction
import WirelintFacts

/// Reading `project.pbxproj`: the property list format, then the targets.
@Suite("Modules: Xcode project files")
struct XcodeProjectReaderTests {
    @Test("dictionaries, arrays, quoted and bare strings, data and comments")
    func propertyListValues() throws {
        let parsed = try OpenStepPropertyList.parse("""
            // !$*UTF8*$!
            {
                bare = com.apple.product-type.app_extension/$x:+1;   // a comment to the end of the line
                quoted = "say \\"hi\\"\\n\\ttab \\\\ \\U00e9 \\101";
                "quoted key" = 'single';
                list = ( a, "b c", /* between */ ( nested ), );
                empty = ( );
                data = <0aFf 10>;
                dictionary = { inner = { deeper = value; }; };
            }
            """)
        #expect(parsed == .dictionary([
            "bare": .string("com.apple.product-type.app_extension/$x:+1"),
            "quoted": .string("say \"hi\"\n\ttab \\ é A"),
            "quoted key": .string("single"),
            "list": .array([.string("a"), .string("b c"), .array([.string("nested")])]),
            "empty": .array([]),
            "data": .data([0x0A, 0xFF, 0x10]),
            "dictionary": .dictionary(["inner": .dictionary(["deeper": .string("value")])]),
        ]))
    }

    @Test("malformed text is refused with the line where it goes wrong", arguments: [
        ("{\n  a = b;\n  c = d\n}", "line 4: expected ';' after the value of 'c'"),
        ("{ a = ( b c ); }", "line 1: expected ',' or ')' in an array"),
        ("{ a = \"open; }", "line 1: unexpected end of file inside a quoted string"),
        ("{\n/* never closed\n a = b; }", "line 2: a comment opened here is never closed"),
        ("{ a = <0g>; }", "line 1: data holds a character that is not a hexadecimal digit"),
        ("{ a = b; } }", "line 1: unexpected text after the property list"),
        ("{ a = ; }", "line 1: unexpected character ';'"),
        (String(repeating: "(", count: 100_000), "line 1: nested more than 200 levels deep"),
        ("", "line 1: unexpected end of file, expected a value"),
    ])
    func malformed(text: String, message: String) {
        #expect(throws: OpenStepPropertyListError.self) { try OpenStepPropertyList.parse(text) }
        do {
            _ = try OpenStepPropertyList.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("an XcodeGen spec: each target's module name, product, platforms, source folders less their excludes, dependencies")
    func xcodeGenSpec() throws {
        let project = try XcodeGenSpecReader.project(from: NotesXcodeProject.spec.text).get()
        #expect(project.targets == [
            XcodeTargetFacts(
                name: "Notes", moduleName: "Notes", product: .application, platforms: [.iOS],
                synchronizedFolders: [XcodeSynchronizedFolder(path: "Notes", exceptions: ["Mac"]), XcodeSynchronizedFolder(path: "Support")]),
            XcodeTargetFacts(
                name: "NotesMac", moduleName: "Notes_for_Mac", product: .application, platforms: [.macOS],
                synchronizedFolders: [
                    XcodeSynchronizedFolder(path: "Notes/Mac", exceptions: ["Legacy"]),
                    XcodeSynchronizedFolder(path: "Notes/Shared/NoteStore.swift"),
                ]),
            XcodeTargetFacts(
                name: "NotesTests", moduleName: "NotesTests", product: .unitTests, platforms: [.iOS],
                synchronizedFolders: [XcodeSynchronizedFolder(path: "NotesTests"), XcodeSynchronizedFolder(path: "Notes/Mac/Account.swift")],
                dependencies: ["Notes"]),
        ])
    }

    @Test("a project.yml of another tool, or not YAML at all, declares no targets")
    func otherProjectYAML() throws {
        #expect(try XcodeGenSpecReader.project(from: "name: docs\nnav:\n  - index.md\n").get().targets.isEmpty)
        #expect(try XcodeGenSpecReader.project(from: "{ not: [yaml").get().targets.isEmpty)
    }

    @Test("a spec with YAML anchors is refused before it is composed: nested aliases grow exponentially")
    func xcodeGenSpecAnchors() {
        let laughs = "a: &a [x, x]\nb: &b [*a, *a]\nc: &c [*b, *b]\ntargets: {App: {sources: [*c]}}\n"
        #expect(XcodeGenSpecReader.project(from: laughs) == .failure(.yamlAnchor(line: 1)))
    }

    @Test("each target: module name, product, platforms, Swift sources through groups and synchronized folders (and their exceptions), dependencies")
    func targets() throws {
        let project = try XcodeProjectReader.project(from: NotesXcodeProject.projectFile).get()
        #expect(project.targets == [
            XcodeTargetFacts(
                name: "Notes", moduleName: "Notes", product: .application, platforms: [.iOS],
                sources: ["Notes/NotesApp.swift", "Notes/ContentView.swift", "Notes/SettingsView.swift", "Notes/Shared/NoteStore.swift", "Support/Logging.swift"],
                dependencies: ["NotesKit"]),
            XcodeTargetFacts(
                name: "Notes Mac", moduleName: "NotesForMac", product: .application, platforms: [.macOS],
                sources: ["Notes/Shared/NoteStore.swift"],
                synchronizedFolders: [XcodeSynchronizedFolder(path: "Notes/Mac", exceptions: ["Info.plist", "Legacy/OldSettingsView.swift"])]),
            XcodeTargetFacts(
                name: "NotesTests", moduleName: "NotesTests", product: .unitTests, platforms: [.iOS],
                sources: ["NotesTests/NotesTests.swift", "Notes/Mac/Account.swift"], dependencies: ["Notes"]),
        ])
    }

    @Test("a target named with spaces has its name made an identifier, as Xcode makes its module")
    func moduleNameFromTargetName() throws {
        let text = NotesXcodeProject.projectFile.replacingOccurrences(of: "PRODUCT_MODULE_NAME = NotesForMac;", with: "")
        #expect(try XcodeProjectReader.project(from: text).get().targets.map(\.moduleName) == ["Notes", "Notes_Mac", "NotesTests"])
    }

    @Test("a property list that is not a project, and a garbled project file, yield a reason rather than targets")
    func notAProject() {
        #expect(XcodeProjectReader.project(from: "{ objects = { }; }") == .failure(.notAProject))
        let garbled = NotesXcodeProject.projectFile.replacingOccurrences(of: "isa = PBXGroup;", with: "isa = PBXGroup")
        guard case .failure(let failure) = XcodeProjectReader.project(from: garbled) else {
            Issue.record("a garbled project was read")
            return
        }
        #expect(failure.description.hasPrefix("not a readable Xcode project (line "))
        #expect(failure.description.hasSuffix("expected ';' after the value of 'isa'); its targets are not known"))
    }

    /// Every prefix of the project, and the project with bytes replaced by the format's
    /// punctuation at pseudo-random places: each is read or refused, never a trap or a hang.
    @Test("truncated and garbled project files are read or refused")
    func fuzz() {
        let bytes = Array(NotesXcodeProject.projectFile.utf8)
        var refused = 0
        for length in stride(from: 0, to: bytes.count, by: 5) {
            if case .failure = XcodeProjectReader.project(from: String(decoding: bytes[..<length], as: UTF8.self)) { refused += 1 }
        }
        #expect(refused == (bytes.count + 4) / 5, "a prefix of the project is no project")
        let punctuation = Array("{}();=,\"'/*<>\\\n ".utf8)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            var garbled = bytes
            for _ in 0..<(1 + next(4)) { garbled[next(garbled.count)] = punctuation[next(punctuation.count)] }
            _ = XcodeProjectReader.project(from: String(decoding: garbled, as: UTF8.self))
        }
    }
}
