import SwiftUI

final class AccountModel: ObservableObject {
    @Published var email = ""
}

struct AccountView: View {
    @State private var model: AccountModel

    init(model: AccountModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        Text(model.email)
    }
}
