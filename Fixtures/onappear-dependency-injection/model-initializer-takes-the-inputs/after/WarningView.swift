import SwiftUI

enum WarningKind {
    case note, profile
}

final class WarningController: ObservableObject {
    @Published var reports: [String]
    @Published var kind: WarningKind
    @Published var isDismissed = false

    init(reports: [String] = [], kind: WarningKind = .note, isDismissed: Bool = false) {
        self.reports = reports
        self.kind = kind
        self.isDismissed = isDismissed
    }
}

struct WarningView: View {
    let reports: [String]
    let kind: WarningKind
    @StateObject private var controller: WarningController

    init(reports: [String], kind: WarningKind) {
        self.reports = reports
        self.kind = kind
        _controller = StateObject(wrappedValue: WarningController(reports: reports, kind: kind))
    }

    var body: some View {
        Text("\(controller.reports.count) reports")
    }
}
