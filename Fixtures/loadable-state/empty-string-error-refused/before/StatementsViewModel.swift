import Combine
import Foundation

final class StatementsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String = ""
    @Published var statements: [String] = []

    func load() async {
        isLoading = true
        errorMessage = ""
        do {
            statements = try await fetch()
        } catch {
            errorMessage = error.localizedDescription
        }
        isLoading = false
    }

    private func fetch() async throws -> [String] { [] }
}
