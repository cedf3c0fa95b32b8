import SwiftUI
import Combine

@MainActor
final class ListVM: ObservableObject {
    @Published var items: [String] = []
    @Published var isLoading = false
    @Published var error: Error?

    func load() async {
        isLoading = true
        error = nil
        do {
            items = try await fetch()
        } catch {
            self.error = error
        }
        isLoading = false
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
        if model.isLoading { ProgressView() } else { Text("\(model.items.count)") }
    }
}
