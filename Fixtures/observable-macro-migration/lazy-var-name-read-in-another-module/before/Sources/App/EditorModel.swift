import Combine
import Wire

final class EditorModel: ObservableObject {
    @Published var title = ""
    // 'Wire' reads a member of the same name, but of its own 'Envelope'.
    lazy var subscriptions: [String] = Envelope().subscriptions

    func rename(_ newTitle: String) {
        title = newTitle + " (\(subscriptions.count))"
    }
}
