import SwiftUI

final class SendViewModel: ObservableObject {
    @Published var amount = 0
}

final class OtherModel: ObservableObject {
    @Published var name = ""
}

struct SendView: View {
    @EnvironmentObject var model: SendViewModel
    @EnvironmentObject var other: OtherModel
    var body: some View { Text("\(model.amount) \(other.name)") }
}

struct SendView_Previews: PreviewProvider {
    static var previews: some View {
        SendView()
            .environmentObject(MockFabric.SendCrypto.mockViewModel())
            .environmentObject(OtherModel())
    }
}
