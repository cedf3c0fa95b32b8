import SwiftUI
import Combine

@MainActor
final class ListVM: ObservableObject {
    @Published var items: Loadable<[String]> = .notInitiated

    func load() async {
        items = .loading
        do {
            items = .success(try await fetch())
        } catch {
            items = .failure(error)
        }
    }

    private func fetch() async throws -> [String] { ["a"] }
}

struct ListScreen: View {
    @StateObject private var model = ListVM()   // type is written here

    var body: some View {
        content.task { await model.load() }
    }
}

extension ListScreen {
    @ViewBuilder
    var content: some View {
        if model.items.isLoading { ProgressView() } else { Text("\((model.items.value ?? []).count)") }
    }
}
