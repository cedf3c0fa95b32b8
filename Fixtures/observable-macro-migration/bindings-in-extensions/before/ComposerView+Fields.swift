import SwiftUI

extension ComposerView {
    var subjectField: some View {
        TextField("Subject", text: $model.subject)
    }

    @ViewBuilder var signatureField: some View {
        TextField("Signature", text: $signature.text)
    }
}
