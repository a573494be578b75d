import Foundation

/// Writes a deterministic synthetic SwiftUI project: features made of a view, a row, a view
/// model, a service protocol with a live and a mock implementation, an environment key,
/// previews, relays and injections — the shapes wirelint analyses — buried in the code a real
/// app has around them: subviews, view builders, loading states, pagination, DTOs, request
/// building, decoding and view modifiers. The density is that of the reference workload
/// (one million lines in 10,000 files, 35 MB) and of the apps we measure (90–146 lines per
/// file): the five files of a feature average about 105 lines and 3.5 KB (the view about 120,
/// the environment file about 100), so 10,000 files make about 1.06 million lines and 35 MB.
/// Parsing and extraction time scale with bytes, so a sparser project would flatter every
/// ratio the benchmark prints.
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
            // Features differ a little (list style, symbols, page size, date format), as real
            // screens do, without changing the shapes or the size of the files.
            let variant = index % 3
            try write(view(name, variant), named: "\(name)/\(name)View.swift", in: directory)
            try write(row(name, variant), named: "\(name)/\(name)Row.swift", in: directory)
            try write(model(name, variant), named: "\(name)/\(name)Model.swift", in: directory)
            try write(service(name, variant), named: "\(name)/\(name)Service.swift", in: directory)
            try write(key(name, variant), named: "\(name)/\(name)Environment.swift", in: directory)
        }
    }

    private func write(_ text: String, named path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    /// The one project singleton. No view or view model reads `Session.shared` (they get the
    /// session from the environment), so `hidden_singleton` indexes it and has nothing to report.
    private static let sharedFile = """
        import SwiftUI

        final class Session: ObservableObject {
            @Published var userName = "guest"
            @Published var isSignedIn = false
            @Published private(set) var lastSignIn: Date?
            static let shared = Session()

            var displayName: String {
                isSignedIn ? userName.capitalized : "Guest"
            }

            func signIn(as name: String, at date: Date = Date()) {
                userName = name.trimmingCharacters(in: .whitespacesAndNewlines)
                isSignedIn = !userName.isEmpty
                lastSignIn = isSignedIn ? date : nil
            }

            func signOut() {
                userName = "guest"
                isSignedIn = false
            }
        }

        """

    /// The screen: the relay of `api` to the row, the environment object and value, the state
    /// object built in `init`, and a preview that injects the session. The detail reads only
    /// plain environment values, so the preview needs nothing more.
    private func view(_ name: String, _ variant: Int) -> String {
        let listStyle = [".insetGrouped", ".plain", ".sidebar"][variant]
        return """
        import SwiftUI

        /// Lists the feature's items with search, paging and pull to refresh; the selected item is
        /// shown in a card below the list.
        struct \(name)View: View {
            @EnvironmentObject var session: Session
            @Environment(\\.\(lower(name))Service) private var service
            @StateObject private var model: \(name)Model
            let api: \(name)ServiceProtocol
            @State private var isPresented = false
            @State private var query = ""
            @State private var selection: String?
            @State private var showsError = false

            init(api: \(name)ServiceProtocol) {
                self.api = api
                _model = StateObject(wrappedValue: \(name)Model(api: api))
            }

            var body: some View {
                NavigationStack {
                    content
                        .searchable(text: $query, prompt: "Search \(lower(name))")
                        .navigationTitle("\(name)")
                        .toolbar {
                            ToolbarItem(placement: .primaryAction) {
                                Button("Details") { isPresented = true }
                            }
                        }
                        .sheet(isPresented: $isPresented) {
                            \(name)Row(title: "detail", api: api)
                        }
                        .alert("Something went wrong", isPresented: $showsError, presenting: model.error) { _ in
                            Button("Retry") { Task { await model.reload() } }
                            Button("Cancel", role: .cancel) {}
                        } message: { Text($0) }
                }
                .task { await model.reload() }
                .onChange(of: query) { _, newValue in model.filter = newValue }
                .onChange(of: model.error) { _, error in showsError = error != nil }
            }

            @ViewBuilder
            private var content: some View {
                switch model.state {
                case .idle, .loading:
                    ProgressView("Loading…")
                case .failed(let message):
                    emptyState("Could not load", message: message, retry: true)
                case .loaded where filtered(model.items).isEmpty:
                    emptyState("No results", message: "Nothing matches '\\(query)'.", retry: false)
                case .loaded:
                    list
                }
            }

            private var list: some View {
                List(selection: $selection) {
                    Section(summary) {
                        ForEach(filtered(model.items), id: \\.self) { item in
                            \(name)Row(title: item, api: api)
                                .tag(item)
                                .task { if item == model.items.last { await model.loadMore() } }
                        }
                        .onDelete { offsets in model.remove(at: offsets) }
                    }
                    Section("Account") {
                        Text(session.userName)
                            .font(.headline)
                        Button("Refresh") { Task { await model.reload() } }
                    }
                    if let selection, let position = model.items.firstIndex(of: selection) {
                        Section("Selected") { \(name)Detail(item: selection, position: position) }
                    }
                }
                .listStyle(\(listStyle))
                .\(lower(name))Placeholder(model.isLoading && model.items.isEmpty)
                .refreshable { await model.reload() }
            }

            private var summary: String {
                let count = filtered(model.items).count
                return query.isEmpty ? "\\(count) items" : "\\(count) of \\(model.items.count) items"
            }

            @ViewBuilder
            private func emptyState(_ title: String, message: String, retry: Bool) -> some View {
                ContentUnavailableView(title, systemImage: "tray", description: Text(message))
                if retry {
                    Button("Try again") { Task { await model.reload() } }
                }
            }

            private func filtered(_ items: [String]) -> [String] {
                guard !query.isEmpty else { return items }
                return items.filter { $0.localizedCaseInsensitiveContains(query) }
            }
        }

        struct \(name)Detail: View {
            let item: String
            let position: Int
            @Environment(\\.\(lower(name))PageSize) private var pageSize

            var body: some View {
                VStack(alignment: .leading, spacing: 4) {
                    Text(item).font(.title3.bold())
                    Text("Item \\(position + 1), page \\(position / max(pageSize, 1) + 1)")
                        .font(.footnote)
                        .foregroundStyle(.secondary)
                }
                .\(lower(name))Card(highlighted: position < pageSize)
            }
        }

        #Preview {
            \(name)View(api: Mock\(name)Service())
                .environmentObject(Session())
        }

        """
    }

    /// The row relays `api` once more, to the badge, and its preview forgets the session.
    private func row(_ name: String, _ variant: Int) -> String {
        let symbol = ["star", "heart", "bookmark"][variant]
        let tint = [".yellow", ".pink", ".orange"][variant]
        return """
        import SwiftUI

        /// One item in the list: the favorite toggle, the owner and age, and the item's badge.
        struct \(name)Row: View {
            let title: String
            let api: \(name)ServiceProtocol
            @EnvironmentObject var session: Session
            @Environment(\\.\(lower(name))Style) private var style
            @State private var isFavorite = false
            @State private var isExpanded = false

            var body: some View {
                HStack(spacing: 12) {
                    \(name)RowIcon(isFavorite: isFavorite, tint: style.tint)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(title)
                            .font(.body)
                            .lineLimit(isExpanded ? nil : 1)
                        \(name)RowCaption(owner: session.userName, date: updated)
                    }
                    Spacer(minLength: 8)
                    \(name)Badge(api: api)
                }
                .contentShape(Rectangle())
                .onTapGesture { isFavorite.toggle() }
                .onLongPressGesture { withAnimation(.easeInOut) { isExpanded.toggle() } }
                .padding(.vertical, 4)
                .accessibilityElement(children: .combine)
                .accessibilityLabel(accessibilityText)
                .accessibilityHint("Double tap to mark as favorite")
                .accessibilityAddTraits(isFavorite ? .isSelected : [])
                .swipeActions(edge: .leading) {
                    Button { isFavorite.toggle() } label: {
                        Label(isFavorite ? "Remove" : "Add", systemImage: "\(symbol)")
                    }
                    .tint(\(tint))
                }
            }

            private var updated: Date {
                Date(timeIntervalSince1970: TimeInterval(1_700_000_000 + title.count * 3_600))
            }

            private var accessibilityText: String {
                let favorite = isFavorite ? ", favorite" : ""
                return "\\(title), by \\(session.userName)\\(favorite)"
            }
        }

        struct \(name)RowIcon: View {
            let isFavorite: Bool
            let tint: Color

            var body: some View {
                Image(systemName: isFavorite ? "\(symbol).fill" : "\(symbol)")
                    .symbolRenderingMode(.hierarchical)
                    .foregroundStyle(isFavorite ? Color\(tint) : Color.secondary)
                    .font(.title3)
                    .frame(width: 28, height: 28)
                    .background(tint.opacity(0.12), in: RoundedRectangle(cornerRadius: 6))
                    .accessibilityHidden(true)
            }
        }

        struct \(name)RowCaption: View {
            let owner: String
            let date: Date

            var body: some View {
                Text("\\(owner) · \\(Self.relative(date))")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                    .lineLimit(1)
            }

            static func relative(_ date: Date, to now: Date = Date()) -> String {
                let formatter = RelativeDateTimeFormatter()
                formatter.unitsStyle = .abbreviated
                return formatter.localizedString(for: date, relativeTo: now)
            }
        }

        struct \(name)Badge: View {
            let api: \(name)ServiceProtocol
            @State private var count = 0

            var body: some View {
                Text("\\(count)")
                    .font(.caption2.monospacedDigit())
                    .foregroundStyle(.white)
                    .padding(6)
                    .background(Circle().fill(Color.accentColor))
                    .opacity(count == 0 ? 0 : 1)
                    .accessibilityLabel(Self.label(for: count))
                    .task { count = await api.count() }
            }

            static func label(for count: Int) -> String {
                count > 99 ? "More than 99 items" : "\\(count) \\(count == 1 ? "item" : "items")"
            }
        }

        #Preview {
            \(name)Row(title: "Preview", api: Mock\(name)Service())
        }

        """
    }

    /// The view model the view's `@StateObject` owns: it uses `api` itself, so it is no relay.
    private func model(_ name: String, _ variant: Int) -> String {
        let pageSize = [20, 25, 30][variant]
        let order = [".title", ".recent", ".length"][variant]
        return """
        import Foundation
        import Combine

        /// Loads the feature's items page by page and keeps them sorted and filtered for the view.
        @MainActor
        final class \(name)Model: ObservableObject {
            enum State: Equatable {
                case idle, loading, loaded
                case failed(String)
            }

            enum Order: String, CaseIterable, Identifiable {
                case title, recent, length

                var id: String { rawValue }

                var title: String {
                    switch self {
                    case .title: return "Name"
                    case .recent: return "Recently added"
                    case .length: return "Length"
                    }
                }
            }

            @Published private(set) var items: [String] = []
            @Published private(set) var isLoading = false
            @Published private(set) var state: State = .idle
            @Published private(set) var hasMore = true
            @Published var error: String?
            @Published var filter = ""
            @Published var order: Order = \(order) { didSet { items = sorted(items) } }
            private let api: \(name)ServiceProtocol
            private let pageSize = \(pageSize)
            private var page = 0
            private var searchTask: Task<Void, Never>?
            private var cancellables: Set<AnyCancellable> = []

            init(api: \(name)ServiceProtocol) {
                self.api = api
                $filter
                    .removeDuplicates()
                    .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
                    .sink { [weak self] _ in self?.scheduleReload() }
                    .store(in: &cancellables)
            }

            var visibleItems: [String] {
                guard !filter.isEmpty else { return items }
                return items.filter { $0.localizedCaseInsensitiveContains(filter) }
            }

            func reload() async {
                isLoading = true
                state = .loading
                defer { isLoading = false }
                do {
                    let first = try await api.fetch(page: 0)
                    try Task.checkCancellation()
                    page = 0
                    hasMore = first.count >= pageSize
                    items = sorted(first)
                    state = .loaded
                    error = nil
                } catch is CancellationError {
                    state = items.isEmpty ? .idle : .loaded
                } catch {
                    self.error = error.localizedDescription
                    state = .failed(error.localizedDescription)
                }
            }

            func loadMore() async {
                guard !isLoading, hasMore else { return }
                isLoading = true
                defer { isLoading = false }
                do {
                    let more = try await api.fetch(page: page + 1)
                    page += 1
                    hasMore = more.count >= pageSize
                    items = sorted(items + more.filter { !items.contains($0) })
                } catch {
                    hasMore = false
                }
            }

            func remove(at offsets: IndexSet) {
                items.remove(atOffsets: offsets)
            }

            /// Restarts the search after the debounce; a newer query cancels the task of the older one.
            private func scheduleReload() {
                searchTask?.cancel()
                searchTask = Task { [weak self] in
                    try? await Task.sleep(nanoseconds: 150_000_000)
                    guard !Task.isCancelled else { return }
                    await self?.reload()
                }
            }

            private func sorted(_ items: [String]) -> [String] {
                switch order {
                case .title: return items.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
                case .recent: return items.reversed()
                case .length: return items.sorted { ($0.count, $0) < ($1.count, $1) }
                }
            }
        }

        """
    }

    /// The protocol, the DTOs and the live service with its request building and decoding
    /// (`URLSession.shared`, a singleton the project does not define), and the mock.
    private func service(_ name: String, _ variant: Int) -> String {
        let dates = [".iso8601", ".secondsSince1970", ".millisecondsSince1970"][variant]
        let cache = [".useProtocolCachePolicy", ".reloadIgnoringLocalCacheData", ".returnCacheDataElseLoad"][variant]
        return """
        import Foundation

        protocol \(name)ServiceProtocol: Sendable {
            func fetch(page: Int) async throws -> [String]
            func count() async -> Int
        }

        enum \(name)ServiceError: LocalizedError, Equatable {
            case invalidResponse
            case status(Int)
            case decoding(String)

            var errorDescription: String? {
                switch self {
                case .invalidResponse: return "The server sent an invalid response."
                case .status(let code): return "The server answered with status \\(code)."
                case .decoding(let detail): return "The response could not be read: \\(detail)"
                }
            }
        }

        /// The wire format of one item; the server's snake_case names are mapped explicitly.
        struct \(name)ItemDTO: Codable, Hashable, Identifiable {
            let id: Int
            let title: String
            let createdAt: Date
            let isArchived: Bool

            enum CodingKeys: String, CodingKey {
                case id
                case title = "display_title"
                case createdAt = "created_at"
                case isArchived = "archived"
            }
        }

        struct \(name)PageDTO: Codable {
            let items: [\(name)ItemDTO]
            let page: Int
            let total: Int
            let nextPage: Int?

            enum CodingKeys: String, CodingKey {
                case items = "results"
                case page
                case total = "total_count"
                case nextPage = "next_page"
            }
        }

        /// Talks to the backend; transport and decoding errors become `\(name)ServiceError`s the
        /// view model can show as they are.
        struct Live\(name)Service: \(name)ServiceProtocol {
            let baseURL = URL(string: "https://example.com/\(lower(name))")!
            var pageSize = 20

            func fetch(page: Int) async throws -> [String] {
                let request = makeRequest(path: "page/\\(page)", query: ["limit": "\\(pageSize)"])
                let (data, response) = try await URLSession.shared.data(for: request)
                try validate(response)
                let decoded: \(name)PageDTO = try decode(data)
                return decoded.items.filter { !$0.isArchived }.map(\\.title)
            }

            func count() async -> Int {
                (try? await fetch(page: 0).count) ?? 0
            }

            private func makeRequest(path: String, query: [String: String]) -> URLRequest {
                var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
                components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
                var request = URLRequest(url: components?.url ?? baseURL)
                request.httpMethod = "GET"
                request.cachePolicy = \(cache)
                request.timeoutInterval = 15
                request.setValue("application/json", forHTTPHeaderField: "Accept")
                return request
            }

            private func validate(_ response: URLResponse) throws {
                guard let http = response as? HTTPURLResponse else { throw \(name)ServiceError.invalidResponse }
                guard (200..<300).contains(http.statusCode) else { throw \(name)ServiceError.status(http.statusCode) }
            }

            private func decode<T: Decodable>(_ data: Data) throws -> T {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = \(dates)
                do {
                    return try decoder.decode(T.self, from: data)
                } catch let error as DecodingError {
                    throw \(name)ServiceError.decoding(String(describing: error))
                }
            }
        }

        struct Mock\(name)Service: \(name)ServiceProtocol {
            var items = ["one", "two", "three"]
            var delay: UInt64 = 0

            func fetch(page: Int) async throws -> [String] {
                if delay > 0 { try await Task.sleep(nanoseconds: delay) }
                return page == 0 ? items : []
            }

            func count() async -> Int { items.count }
        }

        """
    }

    /// The environment keys (the live service is their default, which is where a composition
    /// reads it), their accessors, and the modifiers a feature offers its callers.
    private func key(_ name: String, _ variant: Int) -> String {
        let tint = [".accentColor", ".teal", ".indigo"][variant]
        return """
        import SwiftUI

        private struct \(name)ServiceKey: EnvironmentKey {
            static let defaultValue: any \(name)ServiceProtocol = Live\(name)Service()
        }

        /// The look of the feature's cards and rows, set by the app or by the screen that embeds it.
        struct \(name)Style: Equatable {
            var tint: Color = \(tint)
            var spacing: CGFloat = 8
            var cornerRadius: CGFloat = 12
            var showsBadges = true

            static let standard = \(name)Style()
            static let compact = \(name)Style(spacing: 4, cornerRadius: 8, showsBadges: false)
        }

        private struct \(name)StyleKey: EnvironmentKey {
            static let defaultValue = \(name)Style.standard
        }

        private struct \(name)PageSizeKey: EnvironmentKey {
            static let defaultValue = 20
        }

        extension EnvironmentValues {
            var \(lower(name))Service: any \(name)ServiceProtocol {
                get { self[\(name)ServiceKey.self] }
                set { self[\(name)ServiceKey.self] = newValue }
            }

            var \(lower(name))Style: \(name)Style {
                get { self[\(name)StyleKey.self] }
                set { self[\(name)StyleKey.self] = newValue }
            }

            var \(lower(name))PageSize: Int {
                get { self[\(name)PageSizeKey.self] }
                set { self[\(name)PageSizeKey.self] = max(1, newValue) }
            }
        }

        struct \(name)CardModifier: ViewModifier {
            @Environment(\\.\(lower(name))Style) private var style
            var isHighlighted = false

            func body(content: Content) -> some View {
                content
                    .padding(style.spacing)
                    .background(
                        RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous)
                            .fill(isHighlighted ? style.tint.opacity(0.15) : Color.clear)
                    )
                    .overlay(
                        RoundedRectangle(cornerRadius: style.cornerRadius, style: .continuous)
                            .strokeBorder(style.tint.opacity(isHighlighted ? 0.6 : 0.2), lineWidth: 1)
                    )
                    .animation(.easeInOut(duration: 0.2), value: isHighlighted)
            }
        }

        struct \(name)PlaceholderModifier: ViewModifier {
            let isLoading: Bool

            func body(content: Content) -> some View {
                content
                    .redacted(reason: isLoading ? .placeholder : [])
                    .disabled(isLoading)
                    .overlay(alignment: .topTrailing) {
                        if isLoading {
                            ProgressView().controlSize(.small).padding(4)
                        }
                    }
            }
        }

        extension View {
            func with\(name)Environment() -> some View {
                environment(\\.\(lower(name))Service, Mock\(name)Service())
                    .environmentObject(Session())
            }

            func \(lower(name))Style(_ style: \(name)Style) -> some View {
                environment(\\.\(lower(name))Style, style)
            }

            func \(lower(name))PageSize(_ size: Int) -> some View {
                environment(\\.\(lower(name))PageSize, size)
            }

            func \(lower(name))Card(highlighted: Bool = false) -> some View {
                modifier(\(name)CardModifier(isHighlighted: highlighted))
            }

            func \(lower(name))Placeholder(_ isLoading: Bool) -> some View {
                modifier(\(name)PlaceholderModifier(isLoading: isLoading))
            }
        }

        """
    }

    private func lower(_ name: String) -> String {
        name.prefix(1).lowercased() + name.dropFirst()
    }
}
