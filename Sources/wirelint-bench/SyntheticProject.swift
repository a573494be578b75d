import Foundation

/// Writes a deterministic synthetic SwiftUI project: features made of a view, a row, a view
/// model, a service protocol with a live and a mock implementation, an environment key,
/// previews, relays and injections — the shapes wirelint analyses, at a realistic density
/// (about 100 lines per file).
struct SyntheticProject {
    let fileCount: Int

    /// Files per feature; every feature is self-contained apart from the shared session.
    private static let filesPerFeature = 5

    func write(to directory: URL) throws {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: directory)
        try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        try write(Self.sharedFile, named: "Shared/Session.swift", in: directory)
        let features = max(1, (fileCount - 1) / Self.filesPerFeature)
        for index in 0..<features {
            let name = "Feature\(index)"
            try write(view(name), named: "\(name)/\(name)View.swift", in: directory)
            try write(row(name), named: "\(name)/\(name)Row.swift", in: directory)
            try write(model(name), named: "\(name)/\(name)Model.swift", in: directory)
            try write(service(name), named: "\(name)/\(name)Service.swift", in: directory)
            try write(key(name), named: "\(name)/\(name)Environment.swift", in: directory)
        }
    }

    private func write(_ text: String, named path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    private static let sharedFile = """
        import SwiftUI

        final class Session: ObservableObject {
            @Published var userName = "guest"
            @Published var isSignedIn = false
            static let shared = Session()
        }

        """

    private func view(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name)View: View {
            @EnvironmentObject var session: Session
            @Environment(\\.\(lower(name))Service) private var service
            @StateObject private var model: \(name)Model
            let api: \(name)ServiceProtocol
            @State private var isPresented = false
            @State private var query = ""

            init(api: \(name)ServiceProtocol) {
                self.api = api
                _model = StateObject(wrappedValue: \(name)Model(api: api))
            }

            var body: some View {
                NavigationStack {
                    List {
                        Section("Items") {
                            ForEach(model.items, id: \\.self) { item in
                                \(name)Row(title: item, api: api)
                            }
                        }
                        Section("Account") {
                            Text(session.userName)
                                .font(.headline)
                            Button("Refresh") {
                                Task { await model.reload() }
                            }
                        }
                    }
                    .searchable(text: $query)
                    .navigationTitle("\(name)")
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Button("Details") { isPresented = true }
                        }
                    }
                    .sheet(isPresented: $isPresented) {
                        \(name)Row(title: "detail", api: api)
                    }
                }
                .task { await model.reload() }
            }

            private func filtered(_ items: [String]) -> [String] {
                guard !query.isEmpty else { return items }
                return items.filter { $0.localizedCaseInsensitiveContains(query) }
            }
        }

        #Preview {
            \(name)View(api: Mock\(name)Service())
                .environmentObject(Session())
        }

        """
    }

    private func row(_ name: String) -> String {
        """
        import SwiftUI

        struct \(name)Row: View {
            let title: String
            let api: \(name)ServiceProtocol
            @EnvironmentObject var session: Session
            @State private var isFavorite = false

            var body: some View {
                HStack(spacing: 12) {
                    Image(systemName: isFavorite ? "star.fill" : "star")
                        .foregroundStyle(isFavorite ? .yellow : .secondary)
                    VStack(alignment: .leading) {
                        Text(title)
                            .font(.body)
                        Text(session.userName)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    \(name)Badge(api: api)
                }
                .contentShape(Rectangle())
                .onTapGesture { isFavorite.toggle() }
                .padding(.vertical, 4)
            }
        }

        struct \(name)Badge: View {
            let api: \(name)ServiceProtocol
            @State private var count = 0

            var body: some View {
                Text("\\(count)")
                    .padding(6)
                    .background(Circle().fill(Color.accentColor))
                    .task { count = await api.count() }
            }
        }

        #Preview {
            \(name)Row(title: "Preview", api: Mock\(name)Service())
        }

        """
    }

    private func model(_ name: String) -> String {
        """
        import Foundation
        import Combine

        @MainActor
        final class \(name)Model: ObservableObject {
            @Published private(set) var items: [String] = []
            @Published private(set) var isLoading = false
            @Published var error: String?
            private let api: \(name)ServiceProtocol
            private var cancellables: Set<AnyCancellable> = []

            init(api: \(name)ServiceProtocol) {
                self.api = api
            }

            func reload() async {
                isLoading = true
                defer { isLoading = false }
                do {
                    items = try await api.fetch(page: 0)
                    error = nil
                } catch {
                    self.error = error.localizedDescription
                }
            }

            func loadMore() async {
                guard !isLoading else { return }
                let page = items.count / 20
                if let more = try? await api.fetch(page: page) {
                    items.append(contentsOf: more)
                }
            }

            func remove(at offsets: IndexSet) {
                items.remove(atOffsets: offsets)
            }
        }

        """
    }

    private func service(_ name: String) -> String {
        """
        import Foundation

        protocol \(name)ServiceProtocol: Sendable {
            func fetch(page: Int) async throws -> [String]
            func count() async -> Int
        }

        struct Live\(name)Service: \(name)ServiceProtocol {
            let baseURL = URL(string: "https://example.com/\(lower(name))")!

            func fetch(page: Int) async throws -> [String] {
                let url = baseURL.appendingPathComponent("page/\\(page)")
                let (data, _) = try await URLSession.shared.data(from: url)
                return try JSONDecoder().decode([String].self, from: data)
            }

            func count() async -> Int {
                (try? await fetch(page: 0).count) ?? 0
            }
        }

        struct Mock\(name)Service: \(name)ServiceProtocol {
            var items = ["one", "two", "three"]

            func fetch(page: Int) async throws -> [String] { items }
            func count() async -> Int { items.count }
        }

        """
    }

    private func key(_ name: String) -> String {
        """
        import SwiftUI

        private struct \(name)ServiceKey: EnvironmentKey {
            static let defaultValue: any \(name)ServiceProtocol = Live\(name)Service()
        }

        extension EnvironmentValues {
            var \(lower(name))Service: any \(name)ServiceProtocol {
                get { self[\(name)ServiceKey.self] }
                set { self[\(name)ServiceKey.self] = newValue }
            }
        }

        extension View {
            func with\(name)Environment() -> some View {
                environment(\\.\(lower(name))Service, Mock\(name)Service())
                    .environmentObject(Session())
            }
        }

        """
    }

    private func lower(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
