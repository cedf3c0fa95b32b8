import SwiftUI

struct ComposerView: View {
    @Bindable var model: ComposerModel
    @Environment(Signature.self) var signature

    var body: some View {
        VStack {
            subjectField
            signatureField
        }
    }
}

struct ComposerScreen: View {
    @State private var model = ComposerModel()
    @State private var signature = Signature()

    var body: some View {
        ComposerView(model: model).environment(signature)
    }
}
