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
    @Published private(set) var reports: Loadable<[Report]> = .notInitiated
    // Shown under the list; the details go to the log.
    var errorMessage: String? { reports.error.map { _ in "Could not load the reports." } }

    private let service: ReportsService

    init(service: ReportsService) {
        self.service = service
    }

    func loadReports() async {
        reports = .loading
        do {
            reports = .success(try await service.fetchReports())
        } catch let failure as URLError {
            reports = .failure(failure)
            print("offline: \(failure.code)")
        } catch {
            reports = .failure(error)
        }
    }
}
