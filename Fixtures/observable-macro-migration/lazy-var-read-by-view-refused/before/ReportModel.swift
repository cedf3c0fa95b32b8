import Combine
import Foundation

final class ReportModel: ObservableObject {
    @Published var rows: [Int] = []
    lazy var summary: String = "\(rows.count) rows"
}
