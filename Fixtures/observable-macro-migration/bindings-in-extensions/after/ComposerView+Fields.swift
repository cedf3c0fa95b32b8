import SwiftUI

extension ComposerView {
    var subjectField: some View {
        TextField("Subject", text: $model.subject)
    }

    @ViewBuilder var signatureField: some View {
        @Bindable var signature = signature
        TextField("Signature", text: $signature.text)
    }
}
