import WirelintGraph

/// Which node kind a type of the project is drawn as, if any: the types the wiring is made of.
/// Plain data (`Drink`, `Order`) and test code are left out of the picture.
struct TypeRoles {
    let graph: ProjectGraph
    private let dependencies: DependencyTypes
    /// Types some view reads from the environment as an object.
    private let environmentObjects: Set<String>

    init(graph: ProjectGraph) {
        self.graph = graph
        dependencies = DependencyTypes(graph: graph)
        var objects: Set<String> = []
        for type in graph.types where graph.isView(type) {
            for property in type.properties {
                if case .object(let name)? = EnvironmentRead(property) { objects.insert(name) }
            }
        }
        environmentObjects = objects
    }

    /// Nil for tests and their doubles: they wire nothing of the app.
    func kind(of type: LinkedType) -> WiringNode.Kind? {
        if graph.isTestCase(type) || ConstructionIndex.isTestPath(type.declaration.file) { return nil }
        if graph.isView(type) { return .view }
        if graph.isApp(type) { return .app }
        if environmentObjects.contains(type.name) { return .environmentObject }
        if graph.isViewModel(type) { return .viewModel }
        if dependencies.isDependency(type) { return .dependency }
        return nil
    }
}
