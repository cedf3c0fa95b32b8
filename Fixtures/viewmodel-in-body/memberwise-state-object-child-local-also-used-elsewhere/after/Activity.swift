import SwiftUI

final class LogEntryModel: ObservableObject {
    @Published var isExpanded = false
    let message: String

    init(message: String) {
        self.message = message
    }
}

final class Router: ObservableObject {
    @Published var opened: LogEntryModel?

    func open(_ model: LogEntryModel) {
        opened = model
    }
}

struct LogEntry: View {
    @StateObject var model: LogEntryModel

    var body: some View {
        Toggle(model.message, isOn: $model.isExpanded)
    }
}

struct ActivityView: View {
    @StateObject private var router = Router()
    let messages: [String]

    var body: some View {
        VStack {
            // The row alone uses this model.
            LogEntry(model: LogEntryModel(message: messages.last ?? ""))
            // The router gets the model this evaluation builds, the row the first it was
            // given: reported, and the call above is still fixed.
            let first = LogEntryModel(message: messages.first ?? "")
            LogEntry(model: first)
                .onTapGesture { router.open(first) }
        }
    }
}
