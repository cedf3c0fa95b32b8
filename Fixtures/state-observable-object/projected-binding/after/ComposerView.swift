import SwiftUI

final class ComposerModel: ObservableObject {
    @Published var subject = ""
    @Published var message = ""
}

struct ComposerFields: View {
    @Binding var model: ComposerModel

    var body: some View {
        Text(model.message)
    }
}

struct ComposerView: View {
    @State private var model = ComposerModel()

    var body: some View {
        VStack {
            TextField("Subject", text: $model.subject)
            ComposerFields(model: $model)
        }
    }
}
