import Testing
import WirelintExtraction
@testable import WirelintFacts

/// The hand-written binary coding of `FileFacts` (`FactsCodable`): lossless for every field,
/// and safe on damaged bytes.
@Suite("Facts coding")
struct FactsCodingTests {
    /// Facts in which every field of every type is set: no optional is nil and no array empty
    /// (`fixtureSetsEveryField`), every enum case appears (`fixtureHasEveryEnumCase`), and
    /// neighbouring fields of one type mostly differ, so a field coded out of order or not at
    /// all fails the round trip.
    static let everyField: FileFacts = {
        var line = 0
        func range() -> SourceRange {
            line += 1
            return SourceRange(start: SourcePosition(line: line, column: 2, utf16Column: 3),
                               end: SourcePosition(line: line + 1, column: 700, utf16Column: -4))
        }
        let clauses = [
            ConditionClause(block: Int.min, branch: Int.max, condition: "os(iOS) && !CAFÉ_✓"),
            ConditionClause(block: 120, branch: 1, condition: "DEBUG"),
        ]
        let valueType = TypeReference(name: "Session", isOptional: true)
        let staticReads = [StaticRead(type: "APIClient", member: "shared", isFallback: true, range: range())]
        func body() -> BodyFacts {
            let injections = [
                Injection.Kind.environmentObject, .environmentType, .environmentKey("pricing"),
                .helper("withPreviewEnvironment"), .viewModifier("Themed"), .handedTo("injectingEnvironment"),
            ].map { Injection(kind: $0, valueType: "Session", valueName: "session", range: range()) }
            let mutations = zip(
                [MemberMutation.Base.`self`, .typed("Model"), .selfProperty("store"), .typed("Cart")],
                [MemberMutation.Kind.assignment, .compoundAssignment("+="), .inout, .call("append")]
            )
            return BodyFacts(
                reads: zip([MemberRead.Form.bare, .viaSelf, .storage, .projected], [Construction.Placement.immediate, .presentation, .interaction, .interaction]).map {
                    MemberRead(name: "model", form: $0, inClosure: true, passedTo: "Row", placement: $1, gate: 0, range: range())
                },
                selfCalls: [SelfCall(name: "load", placement: .interaction, range: range())],
                mutations: mutations.map {
                    MemberMutation(base: $0, member: "count", kind: $1, valueConstructs: "Counter", valueIsImplicitInit: true, range: range())
                },
                staticWrites: [StaticWrite.Context.direct, .deferred, .closure].map {
                    StaticWrite(store: "InjectedValues", key: "network", target: "InjectedValues[\\.network]", memberDepth: 2,
                                context: $0, closureCallee: "addTeardownBlock", value: "MockNetwork()", range: range())
                },
                constructions: [Construction.Placement.immediate, .presentation, .interaction].map {
                    Construction(callee: "AccountRow",
                                 arguments: [
                                    Argument(label: "api", value: .name("self.api")), Argument(label: "model", value: .constructed("Model")),
                                    Argument(label: "tip", value: .enumCase("faceID")), Argument(label: "content"),
                                    Argument(label: "store", value: .constructedInContext),
                                 ],
                                 placement: $0, injections: injections, enclosing: 3, gate: 0, range: range())
                },
                staticReads: staticReads,
                wrapperAssignments: [
                    WrapperAssignment(property: "model", wrapper: "StateObject", label: "wrappedValue", valueName: "deps.model",
                                      valueIsLocal: true, valueConstructs: false, constructedType: "Model", valueIsBuiltLocal: true,
                                      range: range()),
                ],
                environmentReads: [
                    FeatureEnvironmentRead(base: "environment", member: "apiClient", environmentType: "AppEnvironment",
                                           passedTo: "Child", range: range()),
                ],
                gates: [SwitchGate(subject: "tip", cases: ["faceID", "touchID"])],
                platformBlocks: [PlatformBlock(condition: "!(os(watchOS))", range: range())],
                closureArguments: [ClosureArgument(slot: ClosureSlot(callee: "Cell", label: "tapped", after: "title"), onlyCallsMethods: true, range: range())]
            )
        }
        let properties = [true, false].map { flag in
            PropertyFacts(name: "api", isStatic: flag, isStored: !flag,
                          wrapper: WrapperAttribute(name: "Environment", keyPath: "pricing", typeArgument: "Session"),
                          declaredType: valueType, initializerType: "APIClient", initializerConstructs: flag,
                          initializerStaticReads: staticReads, closure: flag ? .stored : .content, isUnsetImplicitlyUnwrapped: flag,
                          initializerText: "APIClient()",
                          range: range())
        }
        let functions = [FunctionFacts.Kind.initializer, .method, .getter, .function, .subscript].enumerated().map { index, kind in
            FunctionFacts(kind: kind, name: "load", parameters: [
                              ParameterFacts(
                                  label: "_", name: "api", type: valueType, closure: [.action, .stored, .handedOn, .content, .action][index],
                                  handoffs: [ClosureSlot(callee: "PrimaryButton", label: "action", after: "title")], hasDefault: true,
                                  isUsed: true),
                          ],
                          attributes: ["Test", "MainActor"], isStatic: index == 0, isMutating: index != 0,
                          isAsyncOrThrowing: index != 0, alwaysTraps: index != 0, conditions: clauses, range: range(), body: body())
        }
        return FileFacts(
            types: [TypeFacts.Kind.struct, .class, .enum, .actor, .protocol, .extension].map {
                TypeFacts(kind: $0, name: "Outer.Inner", inherited: ["View", "Sendable"], genericParameters: ["Controller"], attributes: ["Observable"],
                          conditions: clauses, range: range(), isFilePrivate: true, isPreviewLocal: true, properties: properties,
                          functions: functions, initialValues: [InitialValue(property: "host", body: body())],
                          propertyCode: [InitialValue(property: "cache", body: body())],
                          wrappedValueSetter: SetterShape(staticStore: "InjectedValues"))
            },
            functions: functions,
            previews: [PreviewFacts(name: "Dark", conditions: clauses, range: range(), body: body(),
                                    traits: [.modifier("SampleData"), .member("sampleData")])],
            environmentKeys: [EnvironmentDefault.trap, .absent, .live, .plain].map {
                EnvironmentKeyFacts(keyType: "PricingKey", valueType: valueType, defaultKind: $0, defaultType: "LivePricing",
                                    defaultArguments: ["_", "placeholder"], range: range())
            },
            environmentValues: [
                EnvironmentValueFacts(name: "pricing", valueType: valueType, keyType: "PricingKey", entryDefault: .live,
                                      entryDefaultType: "LivePricing", entryDefaultArguments: ["service"], range: range()),
            ],
            directives: [SuppressionDirective.Action.disable, .enable, .disableNext, .disableThis].map {
                SuppressionDirective(action: $0, rules: ["singleton-access", "all"], line: 40)
            },
            nestingLimitLine: 300,
            imports: [ImportFacts(module: "Core", isExported: true, conditions: clauses)],
            manifest: PackageManifestFacts(targets: PackageTargetFacts.Kind.allCases.map {
                PackageTargetFacts(name: "Feature", kind: $0, path: "Sources/F", sources: ["A.swift"], exclude: ["Resources"], dependencies: ["Core"])
            }),
            xcodeProject: XcodeProjectFacts(targets: XcodeTargetFacts.Product.allCases.map {
                XcodeTargetFacts(
                    name: "My App", moduleName: "My_App", product: $0, platforms: XcodeTargetFacts.Platform.allCases,
                    sources: ["App/ContentView.swift"],
                    synchronizedFolders: [XcodeSynchronizedFolder(path: "Widget", exceptions: ["Info.plist"])], dependencies: ["Kit"])
            })
        )
    }()

    /// Every enum in `FileFacts`: each tag they decode must name a case the fixture contains.
    static var enumTypes: [any FactsCodable.Type] { [
        TypeFacts.Kind.self, FunctionFacts.Kind.self, MemberRead.Form.self, MemberMutation.Kind.self,
        MemberMutation.Base.self, StaticWrite.Context.self, Construction.Placement.self, Injection.Kind.self,
        EnvironmentDefault.self, SuppressionDirective.Action.self, Argument.Value.self, ClosureKind.self,
        PreviewTrait.self, PackageTargetFacts.Kind.self, XcodeTargetFacts.Product.self, XcodeTargetFacts.Platform.self,
    ] }

    /// What a walk over a value's stored fields found.
    struct Survey {
        /// Paths of nil optionals and empty arrays.
        var unset: [String] = []
        /// Enum cases, as `Type.case`.
        var cases: Set<String> = []
    }

    static func survey(_ value: Any, path: String = "facts", into survey: inout Survey) {
        if value is String || value is Int || value is Bool { return }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection:
            if mirror.children.isEmpty { survey.unset.append(path) }
            for (index, child) in mirror.children.enumerated() {
                Self.survey(child.value, path: mirror.displayStyle == .optional ? path : "\(path)[\(index)]", into: &survey)
            }
        case .enum:
            survey.cases.insert(caseName(value))
            fallthrough
        default:
            for child in mirror.children { Self.survey(child.value, path: "\(path).\(child.label ?? "?")", into: &survey) }
        }
    }

    /// `Type.case`, without any associated value.
    static func caseName(_ value: Any) -> String {
        "\(String(reflecting: type(of: value))).\(Mirror(reflecting: value).children.first?.label ?? "\(value)")"
    }

    static func decode(_ bytes: [UInt8]) throws -> FileFacts {
        try bytes.withUnsafeBytes { try FileFacts(decoding: $0) }
    }

    /// The encodings of the facts of every sample source, largest first.
    static func sampleEncodings() throws -> [[UInt8]] {
        try FactsCacheTests.sampleSources().map { FactExtractor.facts(fromSource: $0).encoded() }.sorted { $0.count > $1.count }
    }

    @Test func everyFieldRoundTrips() throws {
        #expect(try Self.decode(Self.everyField.encoded()) == Self.everyField)
    }

    @Test func fixtureSetsEveryField() {
        var survey = Survey()
        Self.survey(Self.everyField, into: &survey)
        let unset = survey.unset
        #expect(unset.isEmpty, "set these in `everyField`, and check that they are coded: \(unset)")
    }

    @Test func fixtureHasEveryEnumCase() throws {
        var survey = Survey()
        Self.survey(Self.everyField, into: &survey)
        let listed = Set(Self.enumTypes.map { String(reflecting: $0) })
        let seen = Set(survey.cases.map { String($0[..<$0.lastIndex(of: ".")!]) })
        #expect(seen == listed, "enum types in the fixture and in `enumTypes` differ")
        for type in Self.enumTypes {
            // Each tag, followed by a string ("x": length 1, shifted) for the cases that carry one.
            let decoded = (0...255).compactMap { tag -> (any FactsCodable)? in
                [UInt8(tag), 2, UInt8(ascii: "x")].withUnsafeBytes { bytes in
                    var reader = FactsReader(bytes)
                    return try? type.init(from: &reader)
                }
            }
            #expect(decoded.count > 1, "\(type) decodes its tags")
            for name in decoded.map(Self.caseName) {
                let covered = survey.cases.contains(name)
                #expect(covered, "add \(name) to `everyField`")
            }
        }
    }

    /// Every prefix of the largest real encodings: the reads run out somewhere, always.
    @Test func everyTruncationThrows() throws {
        for encoding in try Self.sampleEncodings().prefix(3) {
            for count in 0..<encoding.count {
                #expect(throws: FactsDecodingError.self) { try Self.decode(Array(encoding.prefix(count))) }
            }
        }
    }

    /// A long name that a file repeats is written once, and the decoded repeats share it.
    @Test func repeatedLongStringsAreWrittenOnce() throws {
        let name = "FeatureServiceProtocol"
        let short = "Session"
        let types = (1...5).map { line in
            TypeFacts(kind: .struct, name: name, inherited: [name, short], attributes: [], conditions: [],
                      range: SourceRange(start: SourcePosition(line: line, column: 1, utf16Column: 1),
                                         end: SourcePosition(line: line, column: 9, utf16Column: 9)),
                      properties: [], functions: [])
        }
        let facts = FileFacts(types: types)
        let encoded = facts.encoded()
        func occurrences(of text: String) -> Int {
            let needle = Array(text.utf8)
            return (0...(encoded.count - needle.count)).filter { Array(encoded[$0..<$0 + needle.count]) == needle }.count
        }
        #expect(occurrences(of: name) == 1)
        #expect(occurrences(of: short) == 5, "strings stored inline in `String` are not worth a reference")
        #expect(try Self.decode(encoded) == facts)
    }

    /// Files decoded with one `ShortStringCache` get the strings they would get without it:
    /// every length it holds (1 to 15 bytes), names that differ in their last byte only, that
    /// are near the end of the bytes or not valid UTF-8, and more names than it has slots, so
    /// that slots are taken over.
    @Test func decodingWithShortStringsGivesTheSameFacts() throws {
        var names = (1...15).flatMap { length in ["a", "b"].map { String(repeating: "x", count: length - 1) + $0 } }
        names += ["Text", "VStack", "é", "CAFÉ_✓", "😀😀😀"] + (0..<3000).map { "name\($0)" }
        let files = stride(from: 0, to: names.count, by: 100).map { start in
            FileFacts(types: names[start..<min(start + 100, names.count)].enumerated().map { index, name in
                TypeFacts(kind: .struct, name: name, inherited: [names[(start + index + 7) % names.count]], attributes: [],
                          conditions: [], range: SourceRange(start: SourcePosition(line: 1, column: 1, utf16Column: 1),
                                                             end: SourcePosition(line: 2, column: 1, utf16Column: 1)),
                          properties: [], functions: [])
            }).encoded()
        }
        // Invalid UTF-8 (a lone continuation byte) in a file so short that its strings are read
        // byte by byte, being within 16 bytes of the end.
        var damaged = FileFacts(types: [TypeFacts(
            kind: .struct, name: "ab", inherited: [], attributes: [], conditions: [],
            range: SourceRange(start: SourcePosition(line: 1, column: 1, utf16Column: 1), end: SourcePosition(line: 1, column: 1, utf16Column: 1)),
            properties: [], functions: [])]).encoded()
        let nameAt = try #require(damaged.lastIndex(of: UInt8(ascii: "b")))
        damaged[nameAt] = 0x80
        let cache = ShortStringCache()
        for bytes in files + [damaged] + files {
            let cached = try bytes.withUnsafeBytes { try FileFacts(decoding: $0, shortStrings: cache) }
            #expect(cached == (try Self.decode(bytes)))
        }
    }

    /// A back-reference to a string not yet written is damage.
    @Test func referenceBeyondTheStringsReadThrows() throws {
        // One directive whose rule list holds one string: back-reference 0 (`0 << 1 | 1`).
        #expect(throws: FactsDecodingError.invalidValue) { try Self.decode([0, 0, 0, 0, 0, 1, 3, 1, 1, 2, 0]) }
    }

    @Test func trailingBytesThrow() throws {
        #expect(throws: FactsDecodingError.trailingBytes) { try Self.decode(Self.everyField.encoded() + [0]) }
    }

    @Test func valuesNoEncodingWritesThrow() throws {
        let empty = FileFacts().encoded()
        #expect(empty == [0, 0, 0, 0, 0, 0, 0, 0, 0, 0])
        // A presence byte other than 0 and 1.
        #expect(throws: FactsDecodingError.invalidValue) { try Self.decode([0, 0, 0, 0, 0, 0, 2, 0, 0, 0]) }
        #expect(throws: FactsDecodingError.invalidValue) { try Self.decode([0, 0, 0, 0, 0, 0, 0, 0, 2, 0]) }
        #expect(throws: FactsDecodingError.invalidValue) { try Self.decode([0, 0, 0, 0, 0, 0, 0, 0, 0, 2]) }
        // An unknown `SuppressionDirective.Action` tag.
        let directive = FileFacts(directives: [SuppressionDirective(action: .disableThis, rules: [], line: 1)]).encoded()
        #expect(directive == [0, 0, 0, 0, 0, 1, 3, 0, 2, 0, 0, 0, 0])
        #expect(throws: FactsDecodingError.invalidValue) { try Self.decode([0, 0, 0, 0, 0, 1, 200, 0, 2, 0, 0, 0, 0]) }
        // A count far beyond the bytes left, and a varint longer than 64 bits.
        #expect(throws: FactsDecodingError.truncated) { try Self.decode([0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f]) }
        #expect(throws: FactsDecodingError.invalidValue) { try Self.decode(Array(repeating: 0x80, count: 10) + [1]) }
        // A position is three unsigned varints of at most 32 bits.
        func position(_ bytes: [UInt8]) throws -> SourcePosition {
            try bytes.withUnsafeBytes { raw in
                var reader = FactsReader(raw)
                return try reader.read(SourcePosition.self)
            }
        }
        #expect(try position([0xff, 0xff, 0xff, 0xff, 0x0f, 0x7f, 0x80, 0x01]) == SourcePosition(line: 1 << 32 - 1, column: 127, utf16Column: 128))
        #expect(throws: FactsDecodingError.invalidValue) { try position([0x80, 0x80, 0x80, 0x80, 0x10, 1, 1]) }
    }

    /// Damaged bytes either decode (to something) or throw; they never trap.
    @Test func randomByteFlipsNeverTrap() throws {
        let encodings = [Self.everyField.encoded()] + (try Self.sampleEncodings()).prefix(3)
        let flips = 4000
        let noise = RobustLint.noise(count: flips * 4, seed: 7)
        var failures = 0
        for flip in 0..<flips {
            var bytes = encodings[flip % encodings.count]
            let random = Int(noise[flip * 4]) << 16 | Int(noise[flip * 4 + 1]) << 8 | Int(noise[flip * 4 + 2])
            // One to four neighbouring bytes changed, by a non-zero mask.
            for offset in 0...(flip % 4) where random % bytes.count + offset < bytes.count {
                bytes[random % bytes.count + offset] ^= noise[flip * 4 + 3] | 1
            }
            if (try? Self.decode(bytes)) == nil { failures += 1 }
        }
        #expect(failures > flips / 10, "damage is mostly detected")
    }
}
