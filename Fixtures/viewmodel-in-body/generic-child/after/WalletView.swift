import SwiftUI

struct WalletView: View {
    @State private var showsAddress = false

    var body: some View {
        VStack {
            AddressCard(account: "main") {
                Text("Copy")
            }
            TagCard(model: TagModel(tag: Tag(name: "home")), selection: 1)
        }
    }
}
