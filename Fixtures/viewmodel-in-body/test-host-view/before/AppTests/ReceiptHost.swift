import SwiftUI

/// Hosts the view under test with a model of its own: tests build models legitimately.
struct ReceiptHost: View {
    let total: Int

    var body: some View {
        ReceiptView(model: ReceiptModel(total: total))
    }
}
