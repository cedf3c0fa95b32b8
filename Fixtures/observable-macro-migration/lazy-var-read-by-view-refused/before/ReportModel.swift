import Combine
import Foundation

final class ReportModel: ObservableObject {
    @Published var rows: [Int] = []
    lazy var summary: String = "\(rows.count) rows"

    func refresh() {
        rows.append(rows.count)
        summary = "\(rows.count) rows"
    }
}
