import SwiftUI

struct ComposerView: View {
    @ObservedObject var model: ComposerModel
    @EnvironmentObject var signature: Signature

    var body: some View {
        VStack {
            subjectField
            signatureField
        }
    }
}

struct ComposerScreen: View {
    @StateObject private var model = ComposerModel()
    @StateObject private var signature = Signature()

    var body: some View {
        ComposerView(model: model).environmentObject(signature)
    }
}
