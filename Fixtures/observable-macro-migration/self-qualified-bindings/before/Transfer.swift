import SwiftUI

final class TransferData: ObservableObject {
    @Published var bankName = ""
    @Published var amount = 0
}

/// Binds through `self.$…`, as many apps write it.
struct TransferConfirmation: View {
    @EnvironmentObject var transferData: TransferData

    var body: some View {
        VStack {
            TextField("Bank", text: self.$transferData.bankName)
            Stepper("Amount", value: self.$transferData.amount, in: 0...100)
        }
    }
}

struct TransferAmountField: View {
    @ObservedObject var transferData: TransferData

    var body: some View {
        Stepper("Amount", value: self.$transferData.amount, in: 0...100)
    }
}

struct TransferScreen: View {
    @StateObject private var transferData = TransferData()

    var body: some View {
        VStack {
            TransferConfirmation().environmentObject(transferData)
            TransferAmountField(transferData: transferData)
        }
    }
}
