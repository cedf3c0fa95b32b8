import SwiftUI
#if canImport(Networking)
import Networking
#endif

public struct InboxView: View {
    @ObservedObject var model: InboxModel

    public init(model: InboxModel) {
        self.model = model
    }

    public var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .task { await model.load() }
    }
}
