import SwiftUI

final class HelpLinkModel: ObservableObject {
    @Published private(set) var taps = 0
    let topic: String

    init(topic: String = "general") {
        self.topic = topic
    }

    func open() {
        taps += 1
    }
}

struct HelpLinkView: View {
    @StateObject private var model: HelpLinkModel
    private let showsIcon: Bool

    // Callers may leave the model out and get a general one.
    init(model: @autoclosure @escaping () -> HelpLinkModel = HelpLinkModel(),
         showsIcon: Bool = true) {
        self._model = StateObject(wrappedValue: model())
        self.showsIcon = showsIcon
    }

    var body: some View {
        Button("Help on \(model.topic) (\(model.taps))") {
            model.open()
        }
    }
}
