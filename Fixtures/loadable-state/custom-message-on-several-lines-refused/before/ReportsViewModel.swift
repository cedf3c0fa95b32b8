import Foundation
import SwiftUI

struct Report: Identifiable {
    let id: Int
}

struct ReportsClient {
    func reports() async throws -> [Report] {
        []
    }
}

/// Builds its message over several lines; the finding quotes it on one.
@MainActor
final class ReportsViewModel: ObservableObject {
    @Published var isLoading = false
    @Published var errorMessage: String?
    @Published var reports: [Report] = []

    private let client = ReportsClient()

    func load() async {
        isLoading = true
        errorMessage = nil
        do {
            reports = try await client.reports()
        } catch {
            errorMessage = String(
                describing: error
            )
        }
        isLoading = false
    }
}
