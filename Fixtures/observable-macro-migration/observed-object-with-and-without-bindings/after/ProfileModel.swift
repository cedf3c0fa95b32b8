import Combine
import SwiftUI

@Observable
class ProfileModel {
    var name = ""
    var bio = ""
    var isPublic = false
}
