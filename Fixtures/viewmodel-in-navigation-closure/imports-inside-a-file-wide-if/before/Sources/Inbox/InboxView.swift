// The whole file is conditional, its import included: new imports go inside the clause.
#if canImport(SwiftUI)
import SwiftUI

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
#endif
