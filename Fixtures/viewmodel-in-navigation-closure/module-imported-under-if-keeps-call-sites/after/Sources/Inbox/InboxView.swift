import SwiftUI
#if canImport(Networking)
import Networking
#endif

public struct InboxView: View {
    @StateObject private var model: InboxModel

    public init(model: @autoclosure @escaping () -> InboxModel) {
        self._model = StateObject(wrappedValue: model())
    }

    public var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .task { await model.load() }
    }
}
