// The whole file is conditional, its import included: new imports go inside the clause.
#if canImport(SwiftUI)
import Networking
import SwiftUI

public struct InboxView: View {
    @StateObject private var model: InboxModel

    public init(folder: String, client: Client = HTTPClient()) {
        self._model = StateObject(wrappedValue: InboxModel(folder: folder, client: client))
    }

    public var body: some View {
        List(model.messages, id: \.self) { Text($0) }
            .task { await model.load() }
    }
}
#endif
