import Combine
import Observation
import Wire

@Observable
final class EditorModel {
    var title = ""
    // 'Wire' reads a member of the same name, but of its own 'Envelope'.
    @ObservationIgnored lazy var subscriptions: [String] = Envelope().subscriptions

    func rename(_ newTitle: String) {
        title = newTitle + " (\(subscriptions.count))"
    }
}
