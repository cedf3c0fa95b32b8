import Foundation
import SwiftUI

struct Report: Identifiable {
    let id: Int
    let title: String
}

protocol ReportsService {
    func fetchReports() async throws -> [Report]
}

@MainActor
final class ReportsViewModel: ObservableObject {
    @Published private(set) var reports: [Report] = []
    @Published private(set) var isLoading = false
    // Shown under the list; the details go to the log.
    @Published private(set) var errorMessage: String?

    private let service: ReportsService

    init(service: ReportsService) {
        self.service = service
    }

    func loadReports() async {
        isLoading = true
        errorMessage = nil
        do {
            reports = try await service.fetchReports()
        } catch let failure as URLError {
            errorMessage = "Could not load the reports."
            print("offline: \(failure.code)")
        } catch {
            errorMessage = "Could not load the reports."
        }
        isLoading = false
    }
}
