import Combine
import Foundation
import Observation

@Observable
final class ReportModel {
    var rows: [Int] = []
    /// Built on first use and never replaced, so no view can miss a new value.
    @ObservationIgnored lazy var formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        return formatter
    }()
    /// Holds an object that views change but nothing replaces.
    @ObservationIgnored lazy var exporter = ReportExporter()
}

final class ReportExporter {
    var format = "csv"
}
