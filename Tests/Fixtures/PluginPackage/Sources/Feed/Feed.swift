// A service locator whose property wrapper writes a static store, and one assignment through
// it: a single injected_global_mutation warning, in code that builds on Linux (no SwiftUI).

public protocol FeedAPI {
    func posts() async throws -> [String]
}

public struct LiveFeedAPI: FeedAPI {
    public func posts() async throws -> [String] { [] }
}

public struct OfflineFeedAPI: FeedAPI {
    public func posts() async throws -> [String] { ["cached"] }
}

public struct InjectedValues {
    nonisolated(unsafe) private static var current = InjectedValues()

    var api: any FeedAPI = LiveFeedAPI()

    static subscript<Value>(keyPath: WritableKeyPath<InjectedValues, Value>) -> Value {
        get { current[keyPath: keyPath] }
        set { current[keyPath: keyPath] = newValue }
    }
}

@propertyWrapper
public struct Injected<Value> {
    private let keyPath: WritableKeyPath<InjectedValues, Value>

    init(_ keyPath: WritableKeyPath<InjectedValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        get { InjectedValues[keyPath] }
        set { InjectedValues[keyPath] = newValue }
    }
}

public final class FeedModel {
    @Injected(\.api) var api: any FeedAPI

    public init() {}

    public func reload() async -> [String] {
        (try? await api.posts()) ?? []
    }
}

public enum OfflineMode {
    public static func makeFeedModel() -> FeedModel {
        let model = FeedModel()
        model.api = OfflineFeedAPI()
        return model
    }
}
