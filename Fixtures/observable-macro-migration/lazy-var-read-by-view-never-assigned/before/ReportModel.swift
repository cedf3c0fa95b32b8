import Combine
import Foundation

final class ReportModel: ObservableObject {
    @Published var rows: [Int] = []
    /// Built on first use and never replaced, so no view can miss a new value.
    lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()
    /// Holds an object that views change but nothing replaces.
    lazy var exporter = ReportExporter()
}

final class ReportExporter {
    var format = "csv"
}
