import SwiftUI

@Observable
final class SendViewModel {
    var amount = 0
}

@Observable
final class OtherModel {
    var name = ""
}

struct SendView: View {
    @Environment(SendViewModel.self) private var model
    @Environment(OtherModel.self) private var other
    var body: some View { Text("\(model.amount) \(other.name)") }
}

struct SendView_Previews: PreviewProvider {
    static var previews: some View {
        SendView()
            .environment(MockFabric.SendCrypto.mockViewModel())
            .environment(OtherModel())
    }
}
