import Foundation

/// The app's service locator: one process-wide set of dependencies.
struct InjectedValues {
    nonisolated(unsafe) private static var current = InjectedValues()

    var api: any CoffeeAPI = LiveCoffeeAPI()

    static subscript<Value>(keyPath: WritableKeyPath<InjectedValues, Value>) -> Value {
        get { current[keyPath: keyPath] }
        set { current[keyPath: keyPath] = newValue }
    }
}

/// `@Injected(\.api) var api` reads a dependency from `InjectedValues`.
///
/// Setting the property writes the shared store, so the new value is seen by every other
/// `@Injected(\.api)` in the process.
@propertyWrapper
struct Injected<Value> {
    private let keyPath: WritableKeyPath<InjectedValues, Value>

    init(_ keyPath: WritableKeyPath<InjectedValues, Value>) {
        self.keyPath = keyPath
    }

    var wrappedValue: Value {
        get { InjectedValues[keyPath] }
        set { InjectedValues[keyPath] = newValue }
    }
}
