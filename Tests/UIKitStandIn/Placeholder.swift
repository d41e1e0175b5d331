// placeholder: the UIKit stand-in is written here
