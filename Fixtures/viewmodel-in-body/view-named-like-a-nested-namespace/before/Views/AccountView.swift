import SwiftUI

final class AccountModel: ObservableObject {
    @Published var name = ""
}

struct AccountView: View {
    @ObservedObject var model: AccountModel

    var body: some View {
        TextField("Name", text: $model.name)
    }
}
