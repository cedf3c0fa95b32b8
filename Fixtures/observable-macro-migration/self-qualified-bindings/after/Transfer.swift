import SwiftUI

@Observable
final class TransferData {
    var bankName = ""
    var amount = 0
}

/// Binds through `self.$…`, as many apps write it.
struct TransferConfirmation: View {
    @Environment(TransferData.self) private var transferData

    var body: some View {
        @Bindable var transferData = transferData
        VStack {
            TextField("Bank", text: $transferData.bankName)
            Stepper("Amount", value: $transferData.amount, in: 0...100)
        }
    }
}

struct TransferAmountField: View {
    @Bindable var transferData: TransferData

    var body: some View {
        Stepper("Amount", value: self.$transferData.amount, in: 0...100)
    }
}

struct TransferScreen: View {
    @State private var transferData = TransferData()

    var body: some View {
        VStack {
            TransferConfirmation().environment(transferData)
            TransferAmountField(transferData: transferData)
        }
    }
}
