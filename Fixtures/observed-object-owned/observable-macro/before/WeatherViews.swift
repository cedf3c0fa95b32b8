import SwiftUI

@Observable
final class ForecastModel {
    var city = "Lyon"
    var temperature = 21.0
}

struct ForecastView: View {
    @State private var model = ForecastModel()

    var body: some View {
        VStack {
            Text(model.city)
            ForecastEditor(model: model)
        }
    }
}

struct ForecastEditor: View {
    @Bindable var model: ForecastModel

    var body: some View {
        TextField("City", text: $model.city)
    }
}
